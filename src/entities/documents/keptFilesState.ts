/**
 * The files fill's own progress, apart from the records' (briefcase:state): the records never
 * wait for files, and the Pending changes screen shows both.
 */
import { readMeta, writeMeta, type MetaDb } from '../../store/meta.ts'

export const KEPT_FILES_STATE_KEY = 'keptFiles:state'

export interface KeptFilesState {
  userId: number
  /** The pass under way; null when none. */
  run: { done: number; total: number; startedAt: number } | null
  /** When the last finished pass started and ended (epoch ms). */
  lastRunStartedAt?: number
  lastRunAt?: number
  /** The last pass stopped at a file that did not fit the budget. */
  atBudget: boolean
  error?: string
}

export const readKeptFilesState = (db: MetaDb): Promise<KeptFilesState | undefined> =>
  readMeta<KeptFilesState>(db, KEPT_FILES_STATE_KEY)

export const writeKeptFilesState = (db: MetaDb, state: KeptFilesState): Promise<void> =>
  writeMeta(db, KEPT_FILES_STATE_KEY, state)
