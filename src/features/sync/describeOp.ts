/**
 * An op in words, for the card marks and the Pending changes screen: what the person did, to
 * which deal, the values they set, and (in a conflict) the server's values for the same fields.
 */
import { monthName } from '../../domain/dates.ts'
import { formatIdrWithSymbol } from '../../domain/money.ts'
import { formatProbability } from '../../domain/probability.ts'
import { stageName } from '../../domain/stages.ts'
import { isStalled, type OutboxOp } from '../../store/outbox.ts'
import { opTypeOf, type OpTypeName } from '../../sync/registry.ts'

/** What each op type did, in the Pending changes list and the decision dialogs. */
export const ACTIONS: Readonly<Record<OpTypeName, string>> = {
  'deal.create': 'Add deal',
  'deal.moveStage': 'Move stage',
  'deal.setProbability': 'Change probability',
  'deal.setState': 'Change state',
  'deal.delete': 'Delete deal',
  'deal.rename': 'Edit deal name',
  'deal.setClientInfo': 'Edit client information',
  'deal.setOwners': 'Edit owners',
  'deal.uploadDocument': 'Upload document',
  'status.create': 'Add status update',
  'status.update': 'Edit status update',
  'status.delete': 'Delete status update',
  'client.create': 'Add client company',
  'client.update': 'Edit client company',
  'client.delete': 'Delete client company',
  'contact.create': 'Add contact',
  'contact.update': 'Edit contact',
  'contact.delete': 'Delete contact',
  'proposal.create': 'Upload proposal',
  'proposal.update': 'Edit proposal',
  'visit.create': 'Add sales visit',
  'visit.update': 'Edit sales visit',
  'projection.move': 'Move invoice month',
  'projection.updateInvoice': 'Update projected invoice',
  'invoice.create': 'Add invoice',
  'invoice.update': 'Edit invoice',
  'invoice.markInvoiced': 'Invoiced',
  'invoice.moveBack': 'Move invoice to To be invoiced',
  'invoice.delete': 'Delete invoice',
  'target.save': 'Submit target',
  'target.decide': 'Approve or reject target',
  'team.create': 'Add team',
  'team.update': 'Edit team',
  'team.delete': 'Delete team',
  'profile.update': 'Edit profile',
  'rm.create': 'Add RM',
  'rm.update': 'Edit RM',
  'rm.delete': 'Delete RM',
}

const STATE_TEXT: Readonly<Record<string, string>> = { open: 'Open', won: 'Won', lost: 'Lost' }

interface FieldFormat {
  label: string
  text(value: unknown): string
}

const moneyText = (value: unknown): string =>
  typeof value === 'number' ? formatIdrWithSymbol(value) : '-'

/** 'YYYY-MM-DD' as its month and year, e.g. 'March 2027'. */
function periodText(value: unknown): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})/.exec(value) : null
  return match ? `${monthName(Number(match[2]))} ${match[1]}` : '-'
}

const FIELDS: Readonly<Record<string, FieldFormat>> = {
  stage: { label: 'Stage', text: (value) => (typeof value === 'number' ? stageName(value) : '-') },
  probability: {
    label: 'Probability',
    text: (value) => (typeof value === 'number' ? formatProbability(value) || `${value}%` : '-'),
  },
  state: {
    label: 'State',
    text: (value) => (typeof value === 'string' ? (STATE_TEXT[value] ?? value) : '-'),
  },
  status: { label: 'Status', text: (value) => (typeof value === 'string' ? value : '-') },
  dealName: { label: 'Deal name', text: (value) => (typeof value === 'string' ? value : '-') },
  pendingPricing: { label: 'Pricing', text: (value) => (typeof value === 'string' ? value : '-') },
  pendingAgreement: {
    label: 'Agreement',
    text: (value) => (typeof value === 'string' ? value : '-'),
  },
  // A projected invoice (projection.move, projection.updateInvoice).
  invoiceDate: { label: 'Period', text: (value) => periodText(value) },
  value: { label: 'Value (IDR)', text: (value) => moneyText(value) },
  remarks: { label: 'Remark', text: (value) => (typeof value === 'string' && value ? value : '-') },
  // A proposal.
  proposalValue: { label: 'Proposal value (IDR)', text: (value) => moneyText(value) },
}

export interface FieldChange {
  field: string
  label: string
  mine: string
  /** The server's value in a conflict; null when the server's state does not carry it. */
  theirs: string | null
}

export interface OpDescription {
  action: string
  /** The deal the op concerns. */
  dealId: number | null
  fields: FieldChange[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export function describeOp(op: OutboxOp): OpDescription {
  let change: Record<string, unknown> = {}
  try {
    change = opTypeOf(op.type).local(op.args as never, { userId: op.userId, at: op.createdAt })
  } catch {
    // An op type this version of the app no longer knows: show its name only.
  }
  const theirs = isRecord(op.serverState) ? op.serverState : null
  const fields = Object.entries(change)
    .filter(([field]) => FIELDS[field] !== undefined)
    .map(([field, value]): FieldChange => {
      const format = FIELDS[field]!
      return {
        field,
        label: format.label,
        mine: format.text(value),
        theirs: theirs && field in theirs ? format.text(theirs[field]) : null,
      }
    })
  const dealId =
    op.entity.table === 'deals'
      ? op.entity.id
      : typeof op.args.dealId === 'number' && op.args.dealId !== 0 // 0: a standalone visit
        ? op.args.dealId
        : null
  return { action: ACTIONS[op.type as OpTypeName] ?? op.type, dealId, fields }
}

export type OpStateLabel = 'Waiting' | 'Sending' | 'Failed' | 'Conflict'

export const OP_STATE_LABEL: Readonly<Record<OutboxOp['status'], OpStateLabel>> = {
  pending: 'Waiting',
  sending: 'Sending',
  failed: 'Failed',
  conflict: 'Conflict',
}

const SUBJECT_BY_TABLE: Readonly<Record<string, string>> = {
  deals: 'The deal',
  statusUpdates: 'The status update',
  clients: 'The client company',
  contacts: 'The contact',
  proposals: 'The proposal',
  visits: 'The sales visit',
  projectionItems: 'The projected invoice',
  invoices: 'The invoice',
  targets: 'The target',
  teams: 'The team',
  profiles: 'Your profile',
  rms: 'The relationship manager',
}

const conflictSubject = (op: OutboxOp): string => SUBJECT_BY_TABLE[op.entity.table] ?? 'It'

/** Why the op waits or stopped, in a sentence. */
export function opReason(op: OutboxOp): string | null {
  if (op.status === 'conflict') {
    return (
      op.lastError || `${conflictSubject(op)} was changed by someone else since you acted on it.`
    )
  }
  if (op.status === 'failed') return op.lastError
  if (isStalled(op)) {
    return `The server answered an error (${op.lastStatus ?? 500}) ${op.serverErrors} times in a row. It is tried again on its own; Retry sends it now, Discard undoes it on this device.`
  }
  if (op.lastStatus === 0 || (op.lastStatus !== null && op.lastStatus >= 500)) {
    return 'No answer from the server yet: it is sent again automatically.'
  }
  if (op.lastStatus === 401) return 'Waiting for the session to be renewed.'
  return null
}
