/** Whether this device holds a client company's row (else a screen pulls it first). */
import type { CrmDb } from '../db.ts'

export async function isClientHeld(database: CrmDb, clientId: number): Promise<boolean> {
  return (await database.clients.get(clientId)) !== undefined
}
