/**
 * A deal deleted on this device is not asked of the server again: its detail and status updates
 * would answer 404 once the delete is applied, and while the delete waits in the outbox a pull
 * would only bring back what the person removed. The delete leaves a mark in `meta` (queued with
 * its op); the deal counts as deleted while its delete op waits, and after it settled as long as
 * its card row stays gone (a discarded delete, or Take theirs, puts the card back).
 */
import type { OutboxOp } from '../../store/outbox.ts'

export const DEAL_DELETE_OP = 'deal.delete'

export const deletedDealKey = (dealId: number): string => `deal:deleted:${dealId}`

/** The mark a delete leaves: the op that deleted the deal. */
export interface DeletedDealMark {
  opId: string
  at: number
}

export interface DealDeletedInput {
  /** The deal's unsettled ops. */
  ops: readonly Pick<OutboxOp, 'type'>[]
  /** Whether the deal's card row is on this device. */
  hasCard: boolean
  /** The delete's mark, when this device deleted the deal. */
  mark: DeletedDealMark | undefined
}

export function isDealDeleted({ ops, hasCard, mark }: DealDeletedInput): boolean {
  if (ops.some((op) => op.type === DEAL_DELETE_OP)) return true
  return mark !== undefined && ops.length === 0 && !hasCard
}

export const isDeletedDealMark = (value: unknown): value is DeletedDealMark =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DeletedDealMark).opId === 'string' &&
  typeof (value as DeletedDealMark).at === 'number'
