/** A deal this device holds only as a detail (opened but never listed): no card row of its own. */
import type { CrmDb } from '../db.ts'
import type { DealDetailRow } from './dealDetailRows.ts'

/** The deal's stored detail when it has no card row; undefined when it has one (or no detail). */
export async function readDetailWithoutCard(
  database: CrmDb,
  dealId: number,
): Promise<DealDetailRow | undefined> {
  if (await database.deals.get(dealId)) return undefined
  return database.dealDetails.get(dealId)
}
