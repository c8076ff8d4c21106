/** The pipeline filter a person saved, per user, in `meta`: a reload or another visit keeps it. */
import type { PipelineFilter } from '../../contract/pipeline.ts'
import type { CrmDb } from '../db.ts'
import { readMeta, writeMeta } from '../../store/meta.ts'

export const savedFilterKey = (userId: number): string => `pipeline:filter:${userId}`

/** The stored value as it is (validated by the screen); undefined when none was saved. */
export function readSavedFilter(database: CrmDb, userId: number): Promise<unknown> {
  return readMeta<unknown>(database, savedFilterKey(userId))
}

export function saveFilter(database: CrmDb, userId: number, filter: PipelineFilter): Promise<void> {
  return writeMeta(database, savedFilterKey(userId), filter)
}
