import { canDeleteClient, type Actor } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import { forbidden } from '../http/errors.ts'

/** The user ids of a client company's relationship managers. */
export async function clientRelManagerIds(db: Db, clientId: number): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    'SELECT user_id FROM client_rms WHERE client_id = $1',
    [clientId],
  )
  return rows.map((row) => row.user_id)
}

/**
 * Deleting a client company or one of its contacts (canDeleteClient): roles 1 and 2; role 5 when
 * one of the company's relationship managers; 403 otherwise. The client's row is expected locked.
 */
export async function assertMayDeleteClient(db: Db, actor: Actor, clientId: number): Promise<void> {
  if (!canDeleteClient(actor, await clientRelManagerIds(db, clientId))) throw forbidden()
}
