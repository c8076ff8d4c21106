import { IF_MATCH_HEADER } from '../../contract/common.ts'
import type { JournalInvoicePeriod, ProposalJournalInfo } from '../../contract/deals.ts'
import {
  PROPOSAL_ROUTES,
  type ProposalPayload,
  type ProposalResponse,
} from '../../contract/proposals.ts'
import type { Db } from '../db/db.ts'
import { addJournal } from '../deals/journal.ts'
import { dealForWrite, type LockedDeal } from '../deals/lock.ts'
import { cleanFilename, storeAttachment } from '../files/store.ts'
import { assertSameUser, type Api, type Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest, conflict, notFound } from '../http/errors.ts'
import { requireContactsOf, requireExisting, requireUsers } from '../http/references.ts'
import {
  invoiceLines,
  loadStoredProposal,
  saveInvoiceLines,
  saveProposalContacts,
} from '../proposals/store.ts'

async function checkReferences(call: Call, deal: LockedDeal, input: ProposalPayload) {
  await requireExisting(call.db, 'proposalType', input.typeId)
  await requireUsers(call.db, input.sentById)
  await requireContactsOf(call.db, deal.clientId, input.contactIds)
}

async function proposalAnswer(db: Db, proposalId: number): Promise<ProposalResponse> {
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

/**
 * The proposal's 'prop' journal entry, written before its invoice periods (their 'invoice'
 * entries show above it, newest first) and given the saved periods after: call the returned
 * function once saveInvoiceLines is done.
 */
async function journalProposal(
  call: Call,
  dealId: number,
  proposalId: number,
  title: string,
): Promise<() => Promise<void>> {
  const answer = await proposalAnswer(call.db, proposalId)
  const [row] = await call.db.query<{ proposal_value: number; sent_date: string | null }>(
    `SELECT proposal_value, to_char(sent_date, 'YYYY-MM-DD') AS sent_date FROM proposals WHERE id = $1`,
    [proposalId],
  )
  const info: ProposalJournalInfo = {
    id: proposalId,
    proposalId,
    proposalValue: row!.proposal_value,
    filename: answer.filename,
    proposalType: answer.proposalType.text,
    sentDate: row!.sent_date,
    invoices: [],
  }
  const journalId = await addJournal(call.db, {
    dealId,
    type: 'prop',
    headers: [title, answer.proposalType.text, answer.filename],
    info: { ...info },
    by: call.actor.id,
  })
  return async () => {
    const invoices: JournalInvoicePeriod[] = (await invoiceLines(call.db, proposalId)).map(
      ({ invoiceDate, invoiceAmount, remarks }) => ({ invoiceDate, invoiceAmount, remarks }),
    )
    await call.db.query(
      `UPDATE deal_journal SET info = jsonb_set(info, '{invoices}', $2::jsonb) WHERE id = $1`,
      [journalId, JSON.stringify(invoices)],
    )
  }
}

/** Proposals of a deal with their invoice periods (sales-activity-spec sections 3, 5, 7). */
export function registerProposalRoutes(api: Api): void {
  api.serve(PROPOSAL_ROUTES.create, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (input.invoices.some((line) => line.id > 0)) {
      throw badRequest('A new proposal has no invoice periods with an id yet')
    }
    const deal = await dealForWrite(call, input.dealId, { ifMatch: false })
    // Upload Proposal is hidden for Lead in, Lost and Won deals (core-spec section 4).
    if (deal.state !== 'open') throw conflict('A proposal is uploaded to an open deal only')
    if (deal.stage === 1) throw conflict('A deal in Lead in has no proposal yet')
    await checkReferences(call, deal, input)
    const file = await storeAttachment(call.db, input, call.actor.id)
    const [row] = await call.db.query<{ id: number }>(
      `INSERT INTO proposals (deal_id, type_id, sent_by_id, sent_date, proposal_value, file_id,
                              filename, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        deal.id,
        input.typeId,
        input.sentById,
        input.sentDate,
        Math.round(input.proposalValue),
        file?.fileId ?? null,
        file?.filename ?? cleanFilename(input.filename),
        call.actor.id,
      ],
    )
    const proposalId = row!.id
    await saveProposalContacts(call.db, proposalId, input.contactIds)
    const journalInvoices = await journalProposal(call, deal.id, proposalId, 'Proposal sent')
    await saveInvoiceLines(
      call.db,
      { id: proposalId, dealId: deal.id, by: call.actor.id },
      input.invoices,
    )
    await journalInvoices()
    return { body: await proposalAnswer(call.db, proposalId) }
  })

  api.serve(PROPOSAL_ROUTES.update, async (call) => {
    const { proposalId } = call.input.params
    const input = call.input.body
    if (input.id !== proposalId) throw badRequest('id must be the proposal of the path')
    assertSameUser(call.actor, input.userId)
    const [current] = await call.db.query<{
      deal_id: number
      file_id: number | null
      version: number
    }>('SELECT deal_id, file_id, version FROM proposals WHERE id = $1 FOR UPDATE', [proposalId])
    if (!current) throw notFound('Proposal')
    if (input.dealId !== current.deal_id)
      throw badRequest('dealId must be the deal of the proposal')
    const deal = await dealForWrite(call, current.deal_id, { ifMatch: false })
    // Proposal editing is hidden for a Lost deal (core-spec section 4).
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    await checkIfMatch(call.header(IF_MATCH_HEADER), current.version, () =>
      loadStoredProposal(call.db, proposalId),
    )
    await checkReferences(call, deal, input)
    // Without a new file the stored file and its name stay.
    const file = await storeAttachment(call.db, input, call.actor.id)
    await call.db.query(
      `UPDATE proposals SET type_id = $2, sent_by_id = $3, sent_date = $4, proposal_value = $5,
              file_id = coalesce($6, file_id), filename = coalesce($7, filename),
              updated_at = now(), version = version + 1
        WHERE id = $1`,
      [
        proposalId,
        input.typeId,
        input.sentById,
        input.sentDate,
        Math.round(input.proposalValue),
        file?.fileId ?? null,
        file?.filename ?? null,
      ],
    )
    if (file && current.file_id !== null) {
      await call.db.query('DELETE FROM stored_files WHERE id = $1', [current.file_id])
    }
    await saveProposalContacts(call.db, proposalId, input.contactIds)
    const journalInvoices = await journalProposal(call, deal.id, proposalId, 'Proposal updated')
    await saveInvoiceLines(
      call.db,
      { id: proposalId, dealId: deal.id, by: call.actor.id },
      input.invoices,
    )
    await journalInvoices()
    return { body: await proposalAnswer(call.db, proposalId) }
  })
}
