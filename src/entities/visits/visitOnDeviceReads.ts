/** Whether a visit was logged on this device: its whole row (times, tribes) is kept only there. */
import type { CrmDb } from '../db.ts'

export async function isVisitOnDevice(database: CrmDb, visitId: number): Promise<boolean> {
  return (await database.visits.get(visitId)) !== undefined
}
