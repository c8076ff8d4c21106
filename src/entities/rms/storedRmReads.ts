/** One RM's master data row as this device stores it (undefined when it holds none). */
import type { CrmDb } from '../db.ts'
import type { RmRecord } from './rmRows.ts'

export const readStoredRm = (database: CrmDb, userId: number): Promise<RmRecord | undefined> =>
  database.rms.get(userId)
