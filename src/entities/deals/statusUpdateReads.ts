/** A deal's status updates as this device holds them (pulled into `statusUpdates`), newest first. */
import type { CrmDb } from '../db.ts'
import type { StatusUpdateRow } from './dealRows.ts'

const newestFirst = (a: StatusUpdateRow, b: StatusUpdateRow) =>
  b.lastUpdated.localeCompare(a.lastUpdated)

export async function readStatusUpdates(
  database: CrmDb,
  dealId: number,
): Promise<StatusUpdateRow[]> {
  return (await database.statusUpdates.where('dealId').equals(dealId).toArray()).sort(newestFirst)
}
