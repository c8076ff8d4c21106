import type { JournalInvoicePeriod, JournalType } from '../../contract/deals.ts'
import type { Db } from '../db/db.ts'

/** Adds an entry to a deal's journal (shown newest first on the deal detail); answers its id. */
export async function addJournal(
  tx: Db,
  entry: {
    dealId: number
    type: JournalType
    headers: [string, string?, string?]
    info?: Record<string, unknown>
    by: number
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO deal_journal (deal_id, type, header1, header2, header3, updated_by, info)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
    [
      entry.dealId,
      entry.type,
      entry.headers[0],
      entry.headers[1] ?? '',
      entry.headers[2] ?? '',
      entry.by,
      JSON.stringify(entry.info ?? {}),
    ],
  )
  return row!.id
}

/** Sets the `invoices` of a journal entry's info (a proposal's periods, once saved). */
export async function setJournalInvoices(
  tx: Db,
  journalId: number,
  invoices: readonly JournalInvoicePeriod[],
): Promise<void> {
  await tx.query(
    `UPDATE deal_journal SET info = jsonb_set(info, '{invoices}', $2::jsonb) WHERE id = $1`,
    [journalId, JSON.stringify(invoices)],
  )
}

/**
 * Rewrites the 'meeting' entry of a visit of the deal; answers whether there was one to rewrite.
 */
export async function rewriteMeetingEntry(
  tx: Db,
  entry: {
    dealId: number
    visitId: number
    headers: [string, string, string]
    info: Record<string, unknown>
  },
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE deal_journal SET header1 = $3, header2 = $4, header3 = $5, info = $6::jsonb
      WHERE deal_id = $1 AND type = 'meeting' AND info->>'visitId' = $2::text RETURNING id`,
    [entry.dealId, String(entry.visitId), ...entry.headers, JSON.stringify(entry.info)],
  )
  return updated.length > 0
}
