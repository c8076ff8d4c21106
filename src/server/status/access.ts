import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { dealForWrite } from '../deals/lock.ts'
import type { Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { notFound } from '../http/errors.ts'
import { readStatusUpdate } from './read.ts'
import { lockStatusUpdate } from './store.ts'

/** Locks a status update, checks the actor may act on its deal and the If-Match version. */
export async function statusForWrite(
  call: Call,
  statusId: number,
): Promise<{ dealId: number; version: number }> {
  const row = await lockStatusUpdate(call.db, statusId)
  if (!row) throw notFound('Status update')
  await dealForWrite(call, row.dealId, { ifMatch: false })
  await checkIfMatch(call.header(IF_MATCH_HEADER), row.version, () =>
    readStatusUpdate(call.db, statusId),
  )
  return { dealId: row.dealId, version: row.version }
}
