import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { canDeleteClient, type Actor } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import type { Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { readClientDetail } from './read.ts'
import { lockClient } from './store.ts'

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

/**
 * A client write: locks the row, checks the If-Match version (412 with the client detail) and,
 * for role 5, that the actor is one of the client's relationship managers when `ownersOnly`.
 */
export async function clientForWrite(
  call: Call,
  clientId: number,
  options: { ownersOnly: boolean; ifMatch: boolean },
): Promise<{ company: string; version: number }> {
  const row = await lockClient(call.db, clientId)
  if (!row) throw notFound('Client')
  if (options.ownersOnly) await assertMayDeleteClient(call.db, call.actor, clientId)
  if (options.ifMatch) {
    await checkIfMatch(call.header(IF_MATCH_HEADER), row.version, () =>
      readClientDetail(call.db, clientId),
    )
  }
  return row
}
