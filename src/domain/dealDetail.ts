/** Deal state rules and what the deal detail shows (core-spec sections 2 and 4). */
import { DEAL_CANT_BE_WON, MUST_INCLUDE_INVOICE_PERIOD } from './messages.ts'
import { DEAL_STATE, LEAD_IN_STAGE, normaliseStage, type DealState } from './stages.ts'

/**
 * A deal can be won only when it has an invoice period (carried by its proposal). Cards carry
 * `invoicePeriod` (0 when none); the detail carries the proposal's invoices.
 */
export function hasInvoicePeriod(deal: {
  invoicePeriod?: number | null
  proposal?: { invoices?: readonly unknown[] | null } | null
}): boolean {
  if (typeof deal.invoicePeriod === 'number') return deal.invoicePeriod !== 0
  return (deal.proposal?.invoices?.length ?? 0) > 0
}

export interface Refusal {
  title: string
  message: string
}

/** The alert shown instead of the Won confirmation, or null when the deal may be won. */
export function wonRefusal(deal: Parameters<typeof hasInvoicePeriod>[0]): Refusal | null {
  return hasInvoicePeriod(deal)
    ? null
    : { title: MUST_INCLUDE_INVOICE_PERIOD, message: DEAL_CANT_BE_WON }
}

export const DEAL_DETAIL_ACTIONS = [
  'back',
  'won',
  'lost',
  'delete',
  'reopen',
  'uploadProposal',
  'addSalesVisit',
  'editClientInfo',
  'editOwners',
  'editProposal',
  'addToBeInvoice',
] as const
export type DealDetailAction = (typeof DEAL_DETAIL_ACTIONS)[number]

export interface DealDetailView {
  state: DealState
  stage: number
  /** Whether the user may act on this deal (permissions.ts canActOnDeal). */
  canAct: boolean
}

/**
 * The visible actions, in DEAL_DETAIL_ACTIONS order:
 * - a Lost deal shows Back and Reopen only (client info, owners and proposal editing, Upload
 *   Proposal, Add sales visit and Delete are hidden);
 * - Won and Lost are hidden once Won; Add To Be Invoice is offered only for Won deals;
 * - Upload Proposal is hidden for stage Lead in, Lost or Won; Add sales visit for Won and Lost;
 * - someone who may not act on the deal sees Back only.
 */
export function dealDetailActions(view: DealDetailView): DealDetailAction[] {
  if (!view.canAct) return ['back']
  if (view.state === DEAL_STATE.lost) return ['back', 'reopen']
  const won = view.state === DEAL_STATE.won
  const visible = new Set<DealDetailAction>([
    'back',
    'delete',
    'editClientInfo',
    'editOwners',
    'editProposal',
  ])
  if (won) visible.add('addToBeInvoice')
  else {
    visible.add('won').add('lost').add('addSalesVisit')
    if (normaliseStage(view.stage) !== LEAD_IN_STAGE) visible.add('uploadProposal')
  }
  return DEAL_DETAIL_ACTIONS.filter((action) => visible.has(action))
}

/** The deal client card needs a client contact (one added on this device counts) before Save. */
export function canSaveDealClientInfo(info: { contactId: number | null | undefined }): boolean {
  return (
    typeof info.contactId === 'number' && Number.isInteger(info.contactId) && info.contactId !== 0
  )
}

/** A status update is saved only with non-empty text. */
export function canSaveStatusUpdate(text: string | null | undefined): boolean {
  return (text ?? '').trim() !== ''
}
