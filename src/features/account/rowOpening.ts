/**
 * What a visit or proposal row of the account tables opens. View always opens (from the row
 * itself when its deal is not on the device). Edit opens the dialog editable when the user may
 * edit it, by the rules of the deal detail (an owner of an open deal: its journal's Edit, its
 * proposal's Edit; a standalone visit: its recorder, who writes) and when the whole visit or
 * proposal is on the device (a deal in the briefcase, a visit logged here); otherwise the user is
 * sent to the deal's detail or told plainly.
 */
import type { IdText } from '../../contract/common.ts'
import type { DealDetail, DealProposal } from '../../contract/deals.ts'
import type { ProposalRow } from '../../contract/proposals.ts'
import type { VisitRow } from '../../contract/visits.ts'
import { canWrite, ROLE, type Actor } from '../../domain/permissions.ts'
import type { CrmDb } from '../../entities/db.ts'
import type { DealRow } from '../../entities/deals/dealRows.ts'
import { readVisitContactIds, readVisitToEdit } from '../../entities/visits/visitEditReads.ts'
import { dealContacts } from '../../entities/deals/dealContacts.ts'
import { dealDetailHeader } from '../../entities/deals/dealDetailHeader.ts'
import {
  visitFormFromMeeting,
  visitFormOf,
  type VisitForm,
  type VisitTarget,
} from '../visits/index.ts'

/** 'unknown': the deal (or the visit) is not on this device, so it cannot be told here. */
export type EditRight = 'allowed' | 'refused' | 'unknown'

/** A row's deal as this device holds it. */
export interface RowDeal {
  detail: DealDetail | undefined
  card: DealRow | undefined
}

export const READ_ONLY_REASON = 'Your role reads only'
export const VISIT_NOT_OWNER_REASON = "Only the deal's owners edit its visits, while it is open"
export const PROPOSAL_NOT_OWNER_REASON = "Only the deal's owners edit its proposal"

const dealActions = (deal: RowDeal | undefined, actor: Actor) =>
  deal?.detail ? dealDetailHeader(deal.detail, deal.card, actor).actions : null

/** A visit: a deal's as its journal allows; a standalone one its writer's, once on the device. */
export function visitEditRight(
  row: Pick<VisitRow, 'dealId'>,
  actor: Actor,
  deal: RowDeal | undefined,
  visitOnDevice: boolean,
): EditRight {
  if (!canWrite(actor)) return 'refused'
  if (row.dealId > 0) {
    const actions = dealActions(deal, actor)
    if (actions === null) return 'unknown'
    return actions.includes('addSalesVisit') ? 'allowed' : 'refused'
  }
  return visitOnDevice ? 'allowed' : 'unknown'
}

/**
 * A proposal: as its deal's Proposal card allows (Edit rather than See). An RM keeps the details
 * of the open deals it owns, so a deal not on its device whose RMs (the row's) do not name it is
 * one it may not edit; otherwise the deal may still be opened to tell.
 */
export function proposalEditRight(
  actor: Actor,
  deal: RowDeal | undefined,
  row: Pick<ProposalRow, 'rms'>,
): EditRight {
  if (!canWrite(actor)) return 'refused'
  const actions = dealActions(deal, actor)
  if (actions !== null) return actions.includes('editProposal') ? 'allowed' : 'refused'
  const named = row.rms.some((rm) => rm.id === actor.id)
  return actor.roleId === ROLE.rm && !named ? 'refused' : 'unknown'
}

/** Why the edit icon is disabled; undefined while it may be pressed. */
export function editRefusal(right: EditRight, actor: Actor, ownerReason: string) {
  if (right !== 'refused') return undefined
  return canWrite(actor) ? ownerReason : READ_ONLY_REASON
}

/** The proposal as the row gives it, for the read-only dialog of a deal not on the device. */
export function proposalOfRow(row: ProposalRow): DealProposal {
  return {
    id: row.id,
    filename: row.filename,
    url: null,
    proposalValue: row.proposalValue,
    proposalType: row.type,
    sentById: row.sentById,
    sentDate: row.sentDate || null,
    contactIds: row.receiverClients.map((contact) => contact.id),
    invoices: row.invoices.map((line) => ({ ...line })),
    version: 0,
  }
}

/** What the Sales visit dialog edits a row's visit with. */
export interface VisitEditSource {
  target: VisitTarget
  form: VisitForm
  knownContacts: IdText[]
}

/**
 * The row's whole visit: the one logged on this device, else its deal's journal entry (whose
 * meeting info has the times and tribes the row lacks); null when neither is on the device.
 */
export async function visitEditSource(
  db: CrmDb,
  row: VisitRow,
  deal: RowDeal | undefined,
): Promise<VisitEditSource | null> {
  const { row: local } = await readVisitToEdit(db, row.visitId)
  const detail = deal?.detail
  if (row.dealId > 0 && !detail) return null
  // As the deal's Add sales visit binds it (visits/AddVisitButton.tsx dealVisitTarget).
  const target: VisitTarget = detail
    ? { kind: 'deal', dealId: detail.id, client: detail.clientCompany }
    : { kind: 'standalone' }
  const knownContacts = [...(detail ? dealContacts(detail) : []), ...row.contacts]
  if (local) {
    const form = visitFormOf(local)
    // Contacts added offline are named in the row by the ids they had then.
    const contacts = await readVisitContactIds(db, form.contacts)
    return { target, form: { ...form, contacts }, knownContacts }
  }
  if (!detail) return null
  for (const entry of detail.history) {
    if (entry.type !== 'meeting' || entry.data.info.visitId !== row.visitId) continue
    const meeting = visitFormFromMeeting(entry.data.info, detail.clientCompany)
    // An entry written before the server added visitDate to it: the row has the date.
    const form = meeting && { ...meeting.form, visitDate: meeting.form.visitDate || row.visitDate }
    if (form) return { target, form, knownContacts }
  }
  return null
}
