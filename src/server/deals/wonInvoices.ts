import type { Db } from '../db/db.ts'

/**
 * When a deal is won, each invoice period of its proposal becomes a to-be-invoiced invoice
 * (once: periods already turned into invoices are skipped), with the deal's RM and tribe
 * shares applied to the period's amount. Answers how many invoices were created.
 */
export async function createToBeInvoiced(tx: Db, dealId: number, userId: number): Promise<number> {
  const created = await tx.query<{ id: number; amount: number }>(
    `INSERT INTO invoices (deal_id, proposal_invoice_id, client_id, deal_name, status, invoice_date,
                           amount, remarks, contact_id, branch_id, segment_id, pic_id, created_by)
     SELECT d.id, pi.id, d.client_id, d.name, 'tobe', pi.invoice_date, pi.amount, pi.remarks,
            d.contact_id, d.branch_id, d.segment_id, d.pic_id, $2
       FROM deals d
       JOIN LATERAL (SELECT id FROM proposals WHERE deal_id = d.id ORDER BY id DESC LIMIT 1) p ON true
       JOIN proposal_invoices pi ON pi.proposal_id = p.id
      WHERE d.id = $1
        AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.proposal_invoice_id = pi.id)
      ORDER BY pi.invoice_date, pi.position, pi.id
     RETURNING id, amount`,
    [dealId, userId],
  )
  if (created.length === 0) return 0
  const ids = created.map((invoice) => invoice.id)
  await tx.query(
    `INSERT INTO invoice_rms (invoice_id, user_id, percent, nominal, use_percent, position)
     SELECT i.id, r.user_id, r.percent, round(r.percent / 100 * i.amount), r.use_percent, r.position
       FROM invoices i JOIN deal_rms r ON r.deal_id = i.deal_id
      WHERE i.id = ANY($1::int[])`,
    [ids],
  )
  await tx.query(
    `INSERT INTO invoice_tribes (invoice_id, tribe_id, percent, nominal, use_percent, position)
     SELECT i.id, t.tribe_id, t.percent, round(t.percent / 100 * i.amount), t.use_percent, t.position
       FROM invoices i JOIN deal_tribes t ON t.deal_id = i.deal_id
      WHERE i.id = ANY($1::int[])`,
    [ids],
  )
  return created.length
}
