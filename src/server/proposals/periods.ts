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

/** An invoice period of one of the deal's proposals, its row locked; undefined when none. */
export async function lockInvoicePeriod(
  tx: Db,
  periodId: number,
  dealId: number,
): Promise<{ invoiceDate: string; amount: number; remarks: string; version: number } | undefined> {
  const [line] = await tx.query<{
    invoiceDate: string
    amount: number
    remarks: string
    version: number
  }>(
    `SELECT pi.invoice_date AS "invoiceDate", pi.amount, pi.remarks, pi.version
       FROM proposal_invoices pi JOIN proposals p ON p.id = pi.proposal_id
      WHERE pi.id = $1 AND p.deal_id = $2 FOR UPDATE OF pi`,
    [periodId, dealId],
  )
  return line
}

/** Moves the invoice period to another date; answers its new version. */
export async function moveInvoicePeriod(
  tx: Db,
  periodId: number,
  invoiceDate: string,
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    'UPDATE proposal_invoices SET invoice_date = $2, version = version + 1 WHERE id = $1 RETURNING version',
    [periodId, invoiceDate],
  )
  return row!.version
}

/** Rewrites the invoice period's date, amount and remark; answers its new version. */
export async function updateInvoicePeriod(
  tx: Db,
  periodId: number,
  period: { invoiceDate: string; amount: number; remarks: string },
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE proposal_invoices SET invoice_date = $2, amount = $3, remarks = $4, version = version + 1
      WHERE id = $1 RETURNING version`,
    [periodId, period.invoiceDate, period.amount, period.remarks],
  )
  return row!.version
}
