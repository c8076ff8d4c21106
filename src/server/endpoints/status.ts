import { IF_MATCH_HEADER } from '../../contract/common.ts'
import {
  STATUS_ROUTES,
  type StatusUpdate,
  type StatusWriteResponse,
} from '../../contract/status.ts'
import type { DealIdResponse } from '../../contract/deals.ts'
import type { Db } from '../db/db.ts'
import { dealForWrite } from '../deals/lock.ts'
import { assertSameUser, type Api, type Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest, notFound } from '../http/errors.ts'

const STATUS_COLUMNS = `s.id, s.status,
  to_char(s.last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastUpdated",
  coalesce(split_part(u.name, ' ', 1), '') AS firstname, s.deal_id AS "dealId", s.version`

async function statusById(db: Db, statusId: number): Promise<StatusUpdate | undefined> {
  const [row] = await db.query<StatusUpdate>(
    `SELECT ${STATUS_COLUMNS} FROM status_updates s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [statusId],
  )
  return row
}

/** The status updates of these deals, each deal's newest first. */
export async function statusUpdatesOf(db: Db, dealIds: readonly number[]): Promise<StatusUpdate[]> {
  if (dealIds.length === 0) return []
  return db.query<StatusUpdate>(
    `SELECT ${STATUS_COLUMNS} FROM status_updates s LEFT JOIN users u ON u.id = s.user_id
      WHERE s.deal_id = ANY($1::int[]) ORDER BY s.deal_id, s.last_updated DESC, s.id DESC`,
    [dealIds],
  )
}

/** Locks a status update, checks the actor may act on its deal and the If-Match version. */
async function statusForWrite(
  call: Call,
  statusId: number,
): Promise<{ dealId: number; version: number }> {
  const [row] = await call.db.query<{ deal_id: number; version: number }>(
    'SELECT deal_id, version FROM status_updates WHERE id = $1 FOR UPDATE',
    [statusId],
  )
  if (!row) throw notFound('Status update')
  await dealForWrite(call, row.deal_id, { ifMatch: false })
  await checkIfMatch(call.header(IF_MATCH_HEADER), row.version, () => statusById(call.db, statusId))
  return { dealId: row.deal_id, version: row.version }
}

/** The Status Update card of the deal detail. */
export function registerStatusRoutes(api: Api): void {
  api.serve(STATUS_ROUTES.list, async (call) => {
    const { dealId } = call.input.params
    const [deal] = await call.db.query('SELECT 1 FROM deals WHERE id = $1', [dealId])
    if (!deal) throw notFound('Deal')
    return { body: await statusUpdatesOf(call.db, [dealId]) }
  })

  api.serve(STATUS_ROUTES.create, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    await dealForWrite(call, input.dealId, { ifMatch: false })
    const [row] = await call.db.query<{ id: number; version: number }>(
      'INSERT INTO status_updates (deal_id, status, user_id) VALUES ($1, $2, $3) RETURNING id, version',
      [input.dealId, input.status, call.actor.id],
    )
    const answer: StatusWriteResponse = { dealId: input.dealId, id: row!.id, version: row!.version }
    return { body: answer }
  })

  api.serve(STATUS_ROUTES.update, async (call) => {
    const { statusId } = call.input.params
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (input.id !== 0 && input.id !== statusId)
      throw badRequest('id must be the status of the path')
    const current = await statusForWrite(call, statusId)
    if (input.dealId !== current.dealId) throw badRequest('dealId must be the deal of the status')
    const [row] = await call.db.query<{ version: number }>(
      `UPDATE status_updates SET status = $2, user_id = $3, last_updated = now(), version = version + 1
        WHERE id = $1 RETURNING version`,
      [statusId, input.status, call.actor.id],
    )
    const answer: StatusWriteResponse = {
      dealId: current.dealId,
      id: statusId,
      version: row!.version,
    }
    return { body: answer }
  })

  api.serve(STATUS_ROUTES.remove, async (call) => {
    const { statusId } = call.input.params
    const current = await statusForWrite(call, statusId)
    await call.db.query('DELETE FROM status_updates WHERE id = $1', [statusId])
    const answer: DealIdResponse = { dealId: current.dealId }
    return { body: answer }
  })
}
