/**
 * What the Deal Journal reads of a deal's visits: the visit rows this device holds, with the
 * deal's pulled detail and its card row (the journal stands on them).
 */
import type { CrmDb } from '../db.ts'
import type { DealDetailRow } from '../deals/dealDetailRows.ts'
import type { DealRow } from '../deals/dealRows.ts'
import type { VisitRecord } from './visitRows.ts'

export interface StoredDealVisits {
  rows: VisitRecord[]
  detail: DealDetailRow | undefined
  card: DealRow | undefined
}

export async function readDealVisits(database: CrmDb, dealId: number): Promise<StoredDealVisits> {
  const [rows, detail, card] = await Promise.all([
    database.visits.where('dealId').equals(dealId).toArray(),
    database.dealDetails.get(dealId),
    database.deals.get(dealId),
  ])
  return { rows, detail, card }
}
