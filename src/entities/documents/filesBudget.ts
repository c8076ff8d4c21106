/**
 * How many bytes of files a device keeps: a meta setting per device, 200 MB unless set. Files
 * never crowd out the records: the records have no budget, and files fill only what is left of it.
 */
import { readMeta, writeMeta, type MetaDb } from '../../store/meta.ts'

export const FILES_BUDGET_KEY = 'keptFiles:budget'
export const DEFAULT_FILES_BUDGET = 200 * 1_048_576

export async function readFilesBudget(db: MetaDb): Promise<number> {
  const value = await readMeta<number>(db, FILES_BUDGET_KEY)
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_FILES_BUDGET
}

export const writeFilesBudget = (db: MetaDb, bytes: number): Promise<void> =>
  writeMeta(db, FILES_BUDGET_KEY, bytes)

/** What the Pending changes screen offers: none, or 100 MB to 1 GB. */
export const FILES_BUDGET_CHOICES = [0, 100, 200, 500, 1024].map(
  (megabytes) => megabytes * 1_048_576,
)
