/**
 * A deal as this device holds it, read by the screens that open on another row (an account table's
 * visit or proposal, an invoice to be made of a Won deal): its stored detail and its board card,
 * either of which may be missing.
 */
import type { DealDetail } from '../../contract/deals.ts'
import type { CrmDb } from '../db.ts'
import type { DealRow } from './dealRows.ts'

export interface HeldDeal {
  detail: DealDetail | undefined
  card: DealRow | undefined
}

export async function readHeldDeal(database: CrmDb, dealId: number): Promise<HeldDeal> {
  const [detail, card] = await Promise.all([
    database.dealDetails.get(dealId),
    database.deals.get(dealId),
  ])
  return { detail, card }
}
