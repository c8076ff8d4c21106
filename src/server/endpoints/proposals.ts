import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { PROPOSAL_ROUTES, type ProposalPayload } from '../../contract/proposals.ts'
import { dealForWrite, type LockedDeal } from '../deals/lock.ts'
import { cleanFilename, deleteStoredFile, storeAttachment } from '../files/store.ts'
import { assertSameUser, type Api, type Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest, conflict, notFound } from '../http/errors.ts'
import { requireContactsOf, requireExisting, requireUsers } from '../http/references.ts'
import { journalProposal } from '../proposals/journal.ts'
import { readProposalResponse } from '../proposals/read.ts'
import {
  insertProposal,
  loadStoredProposal,
  lockProposal,
  saveInvoiceLines,
  saveProposalContacts,
  updateProposal,
} from '../proposals/store.ts'

async function checkReferences(call: Call, deal: LockedDeal, input: ProposalPayload) {
  await requireExisting(call.db, 'proposalType', input.typeId)
  await requireUsers(call.db, input.sentById)
  await requireContactsOf(call.db, deal.clientId, input.contactIds)
}

/** The proposal's contacts, journal entry and invoice periods, once its row is written. */
async function saveProposalParts(
  call: Call,
  proposal: { id: number; dealId: number },
  input: ProposalPayload,
  title: string,
): Promise<void> {
  const saved = { ...proposal, by: call.actor.id }
  await saveProposalContacts(call.db, proposal.id, input.contactIds)
  const journalInvoices = await journalProposal(call.db, saved, title)
  await saveInvoiceLines(call.db, saved, input.invoices)
  await journalInvoices()
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
    const proposalId = await insertProposal(
      call.db,
      deal.id,
      input,
      { fileId: file?.fileId ?? null, filename: file?.filename ?? cleanFilename(input.filename) },
      call.actor.id,
    )
    await saveProposalParts(call, { id: proposalId, dealId: deal.id }, input, 'Proposal sent')
    return { body: await readProposalResponse(call.db, proposalId) }
  })

  api.serve(PROPOSAL_ROUTES.update, async (call) => {
    const { proposalId } = call.input.params
    const input = call.input.body
    if (input.id !== proposalId) throw badRequest('id must be the proposal of the path')
    assertSameUser(call.actor, input.userId)
    const current = await lockProposal(call.db, proposalId)
    if (!current) throw notFound('Proposal')
    if (input.dealId !== current.dealId) throw badRequest('dealId must be the deal of the proposal')
    const deal = await dealForWrite(call, current.dealId, { ifMatch: false })
    // Proposal editing is hidden for a Lost deal (core-spec section 4).
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    await checkIfMatch(call.header(IF_MATCH_HEADER), current.version, () =>
      loadStoredProposal(call.db, proposalId),
    )
    await checkReferences(call, deal, input)
    // Without a new file the stored file and its name stay.
    const file = await storeAttachment(call.db, input, call.actor.id)
    await updateProposal(call.db, proposalId, input, file)
    if (file && current.fileId !== null) await deleteStoredFile(call.db, current.fileId)
    await saveProposalParts(call, { id: proposalId, dealId: deal.id }, input, 'Proposal updated')
    return { body: await readProposalResponse(call.db, proposalId) }
  })
}
