import type { ProposalResponse } from '../../contract/proposals.ts'
import type { Db } from '../db/db.ts'
import { invoiceLines } from './store.ts'

/** A proposal save's answer: its type, file name, deal, version and invoice periods. */
export async function readProposalResponse(db: Db, proposalId: number): Promise<ProposalResponse> {
  const [row] = await db.query<{
    deal_id: number
    filename: string
    type_name: string | null
    version: number
  }>(
    `SELECT p.deal_id, p.filename, pt.name AS type_name, p.version
       FROM proposals p LEFT JOIN proposal_types pt ON pt.id = p.type_id WHERE p.id = $1`,
    [proposalId],
  )
  return {
    proposalType: { text: row!.type_name ?? '' },
    filename: row!.filename,
    id: proposalId,
    dealId: row!.deal_id,
    version: row!.version,
    invoices: await invoiceLines(db, proposalId),
  }
}

/** The proposal's value and the day it was sent (YYYY-MM-DD or null). */
export async function readProposalTerms(
  db: Db,
  proposalId: number,
): Promise<{ proposalValue: number; sentDate: string | null }> {
  const [row] = await db.query<{ proposalValue: number; sentDate: string | null }>(
    `SELECT proposal_value AS "proposalValue", to_char(sent_date, 'YYYY-MM-DD') AS "sentDate"
       FROM proposals WHERE id = $1`,
    [proposalId],
  )
  return row!
}
