import type { JournalInvoicePeriod, ProposalJournalInfo } from '../../contract/deals.ts'
import type { Db } from '../db/db.ts'
import { addJournal, setJournalInvoices } from '../deals/journal.ts'
import { readProposalResponse, readProposalTerms } from './read.ts'
import { invoiceLines } from './store.ts'

/**
 * The proposal's 'prop' journal entry, written before its invoice periods (their 'invoice'
 * entries show above it, newest first) and given the saved periods after: call the returned
 * function once saveInvoiceLines is done.
 */
export async function journalProposal(
  tx: Db,
  proposal: { id: number; dealId: number; by: number },
  title: string,
): Promise<() => Promise<void>> {
  const answer = await readProposalResponse(tx, proposal.id)
  const terms = await readProposalTerms(tx, proposal.id)
  const info: ProposalJournalInfo = {
    id: proposal.id,
    proposalId: proposal.id,
    proposalValue: terms.proposalValue,
    filename: answer.filename,
    proposalType: answer.proposalType.text,
    sentDate: terms.sentDate,
    invoices: [],
  }
  const journalId = await addJournal(tx, {
    dealId: proposal.dealId,
    type: 'prop',
    headers: [title, answer.proposalType.text, answer.filename],
    info: { ...info },
    by: proposal.by,
  })
  return async () => {
    const invoices: JournalInvoicePeriod[] = (await invoiceLines(tx, proposal.id)).map(
      ({ invoiceDate, invoiceAmount, remarks }) => ({ invoiceDate, invoiceAmount, remarks }),
    )
    await setJournalInvoices(tx, journalId, invoices)
  }
}
