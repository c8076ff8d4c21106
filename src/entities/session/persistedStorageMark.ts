/**
 * Whether the browser granted this device persistent storage, as last asked: kept in `meta` for
 * browsers that can ask but not tell it again later.
 */
import { readMeta, writeMeta } from '../../store/meta.ts'
import type { CrmDb } from '../db.ts'

const PERSISTED_KEY = 'storage:persisted'

export const readPersistedMark = (db: CrmDb): Promise<boolean | undefined> =>
  readMeta<boolean>(db, PERSISTED_KEY)

export const writePersistedMark = (db: CrmDb, persisted: boolean): Promise<void> =>
  writeMeta(db, PERSISTED_KEY, persisted)
