import type { OutboxOp } from '../../store/outbox.ts'

export type DecisionKind = 'keepMine' | 'takeTheirs' | 'retry' | 'discard'

/** The decisions a person can take on an op, given its state. */
export function decisionsFor(op: Pick<OutboxOp, 'status'>): DecisionKind[] {
  switch (op.status) {
    case 'conflict':
      return ['keepMine', 'takeTheirs']
    case 'failed':
      return ['retry', 'discard']
    case 'pending':
      return ['discard']
    case 'sending':
      return []
  }
}

export const DECISION_LABEL: Readonly<Record<DecisionKind, string>> = {
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  retry: 'Retry',
  discard: 'Discard',
}

export const UNSENT_CHANGES_TITLE = 'Log out with unsent changes?'

export function unsentChangesText(count: number): string {
  const changes = count === 1 ? '1 change has' : `${count} changes have`
  return `${changes} not reached the server yet. They stay on this device and are sent when you sign in again with this account.`
}
