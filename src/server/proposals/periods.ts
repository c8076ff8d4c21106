import type { Db } from '../db/db.ts'

/** How many invoice periods the deal's current proposal (its latest) has. */
export async function countCurrentInvoicePeriods(db: Db, dealId: number): Promise<number> {
  const [periods] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM proposal_invoices pi
      WHERE pi.proposal_id = (SELECT id FROM proposals WHERE deal_id = $1 ORDER BY id DESC LIMIT 1)`,
    [dealId],
  )
  return periods?.count ?? 0
}
