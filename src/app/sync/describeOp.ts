/**
 * An op in words, for the card marks and the Pending changes screen: what the person did, to
 * which thing (by its name, never an internal key), the values they set, and (in a conflict) the
 * server's values for the same fields; why it waits or stopped, naming the right kind of thing.
 */
import { formatJournalTime, periodText as monthOfPeriod } from '../../domain/dates.ts'
import { formatIdrWithSymbol } from '../../domain/money.ts'
import { formatProbability } from '../../domain/probability.ts'
import { stageName } from '../../domain/stages.ts'
import { isStalled, type OutboxOp } from '../../store/outbox.ts'
import { opTypeOf } from '../../sync/opRegistry.ts'
import { namingOf } from '../../entities/registry.ts'
import { isPermissionRefusal } from './decisions.ts'

/** What the op did, as its type says ('Move stage'); its name for a type this app no longer knows. */
function actionOf(type: string): string {
  try {
    return opTypeOf(type).label
  } catch {
    return type
  }
}

const STATE_TEXT: Readonly<Record<string, string>> = { open: 'Open', won: 'Won', lost: 'Lost' }

interface FieldFormat {
  label: string
  text(value: unknown): string
}

const moneyText = (value: unknown): string =>
  typeof value === 'number' ? formatIdrWithSymbol(value) : '-'

/** 'YYYY-MM-DD' as its month, as every screen shows a period, e.g. 'Mar 2027'. */
const periodText = (value: unknown): string => monthOfPeriod(value) ?? '-'

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
  /** In a conflict: changed here and on the server, to different values (src/sync/merge.ts). */
  clash: boolean
}

export interface OpDescription {
  action: string
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
        clash: op.clashes?.includes(field) ?? false,
      }
    })
    // An empty value says nothing (e.g. 'Remark: -' on a new company), unless the server's differs.
    .filter((field) => field.mine !== '-' || (field.theirs !== null && field.theirs !== '-'))
  return { action: actionOf(op.type), fields }
}

/**
 * A conflict's fields changed both here and on the server, by their labels, each with who changed
 * it on the server and when where the answer said ('Stage (by Rina, 05 Jan 2027 | 14:30)'); null
 * when the engine could not tell them (the answer did not carry the server's entity). The spec
 * has no text for it.
 */
export function clashText(op: Pick<OutboxOp, 'clashes' | 'changedBy'>): string | null {
  const named = new Map<string, string>()
  for (const field of op.clashes ?? []) {
    const label = FIELDS[field]?.label
    if (!label || named.has(label)) continue
    const by = op.changedBy?.[field]
    named.set(label, by ? `${label} (by ${by.name}, ${formatJournalTime(by.at)})` : label)
  }
  return named.size > 0 ? `Changed here and on the server: ${[...named.values()].join(', ')}` : null
}

export type OpStateLabel = 'Waiting' | 'Sending' | 'Failed' | 'Conflict'

export const OP_STATE_LABEL: Readonly<Record<OutboxOp['status'], OpStateLabel>> = {
  pending: 'Waiting',
  sending: 'Sending',
  failed: 'Failed',
  conflict: 'Conflict',
}

const entityNoun = (table: string): string => namingOf(table).noun

const conflictSubject = (op: OutboxOp): string => {
  const naming = namingOf(op.entity.table)
  return naming.conflictSubject ?? (naming.noun === 'item' ? 'It' : `The ${naming.noun}`)
}

/**
 * The name of what the op concerns, as the op itself carries it (its args, or the row it put
 * aside: a delete keeps the whole row); null when it carries none (e.g. a stage move: the deal's
 * name is on its row). Never an internal key.
 */
export const opNameFromArgs = (op: Pick<OutboxOp, 'type' | 'entity' | 'args' | 'base'>) =>
  namingOf(op.entity.table).fromOp?.(op) ?? null

/** The words for a thing this device no longer holds the name of, e.g. 'A contact not on this device'. */
export function unnamedSubject(table: string): string {
  const noun = entityNoun(table)
  return `${/^[aeiou]/.test(noun) ? 'An' : 'A'} ${noun} not on this device`
}

/** Why an op waits behind an earlier one, naming what that one is about. */
export function waitingText(
  op: Pick<OutboxOp, 'entityKey' | 'entity'>,
  blocker: { status: OutboxOp['status'] },
  earlier: { entityKey: string; action: string; subject: string } | null,
): string {
  const state = OP_STATE_LABEL[blocker.status].toLowerCase()
  if (earlier === null) return `Waits for an earlier change (${state}).`
  if (earlier.entityKey === op.entityKey) {
    return `Waits for an earlier change to the same ${entityNoun(op.entity.table)} (${state}).`
  }
  return `Waits for an earlier change: ${earlier.action} · ${earlier.subject} (${state}).`
}

const PERMISSION_TEXT =
  'You do not have permission for this change and retrying will not change that: Discard undoes it on this device.'

const sentence = (text: string): string =>
  /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`

export interface ReasonContext {
  /** The device is offline (the sync engine's connectivity). */
  offline?: boolean
}

/** Why the op waits or stopped, in a sentence. */
export function opReason(op: OutboxOp, context: ReasonContext = {}): string | null {
  if (op.status === 'conflict') {
    return (
      op.lastError || `${conflictSubject(op)} was changed by someone else since you acted on it.`
    )
  }
  if (isPermissionRefusal(op)) {
    return op.lastError ? `${sentence(op.lastError)} ${PERMISSION_TEXT}` : PERMISSION_TEXT
  }
  if (op.status === 'failed') return op.lastError
  if (context.offline) {
    return 'Waits for the connection: it is sent when this device is back online.'
  }
  if (isStalled(op)) {
    return `The server answered an error (${op.lastStatus ?? 500}) ${op.serverErrors} times in a row. It is tried again on its own; Retry sends it now, Discard undoes it on this device.`
  }
  if (op.lastStatus === 0 || (op.lastStatus !== null && op.lastStatus >= 500)) {
    return 'No answer from the server yet: it is sent again automatically.'
  }
  if (op.lastStatus === 401) return 'Waiting for the session to be renewed.'
  return null
}
