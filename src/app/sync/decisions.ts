import { isStalled, type OutboxOp } from '../../store/outbox.ts'
import { canKeepMine } from '../../sync/resolve.ts'

export type DecisionKind = 'keepMine' | 'takeTheirs' | 'retry' | 'discard'

/**
 * The engine's rule (sync/resolve.ts, whose keepMine refuses the others): Keep mine only on a
 * conflict that carried the server's version.
 */
export { canKeepMine }

/** What to do instead of keeping a change the server refused as it stands. */
export const CANNOT_KEEP_MINE_TEXT =
  'The server refused this change as it stands, so sending it again would fail again. Take theirs to drop it; then make the change anew if it still applies.'

/** A refusal for lack of permission (403): sending it again would be refused again. */
export const isPermissionRefusal = (
  op: Pick<OutboxOp, 'status'> & Partial<Pick<OutboxOp, 'lastStatus'>>,
): boolean => op.status === 'failed' && op.lastStatus === 403

/** The decisions a person can take on an op, given its state (no Retry where it cannot help). */
export function decisionsFor(
  op: Pick<OutboxOp, 'status'> &
    Partial<Pick<OutboxOp, 'serverState' | 'serverErrors' | 'lastStatus'>>,
): DecisionKind[] {
  switch (op.status) {
    case 'conflict':
      return canKeepMine(op) ? ['keepMine', 'takeTheirs'] : ['takeTheirs']
    case 'failed':
      return isPermissionRefusal(op) ? ['discard'] : ['retry', 'discard']
    case 'pending':
      return isStalled(op) ? ['retry', 'discard'] : ['discard']
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
