/** One unit's target of a year as this device stores it (undefined when it holds none). */
import type { CrmDb } from '../db.ts'
import type { TargetRow } from './targetRows.ts'

export const readStoredTarget = (database: CrmDb, key: number): Promise<TargetRow | undefined> =>
  database.targets.get(key)
