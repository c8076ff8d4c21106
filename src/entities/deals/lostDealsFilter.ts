/** The Lost Deal list's saved filter, per user, in `meta`: a reload or offline visit keeps it. */
import type { PipelineFilter } from '../../contract/pipeline.ts'
import type { CrmDb } from '../db.ts'
import { readMeta, writeMeta } from '../../store/meta.ts'

export const lostDealsFilterKey = (userId: number): string => `lostDeals:filter:${userId}`

/** The stored value as it is (validated by the screen); undefined when none was saved. */
export function readLostDealsFilter(database: CrmDb, userId: number): Promise<unknown> {
  return readMeta<unknown>(database, lostDealsFilterKey(userId))
}

export function saveLostDealsFilter(
  database: CrmDb,
  userId: number,
  filter: PipelineFilter,
): Promise<void> {
  return writeMeta(database, lostDealsFilterKey(userId), filter)
}
