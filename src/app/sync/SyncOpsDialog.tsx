/**
 * Opened from an entity's sync mark (a card, a client, a contact...): its unsettled changes, each
 * with its state, what differs in a conflict, and the decisions (retry / discard; keep mine / take
 * theirs).
 */
import type { ReactNode } from 'react'
import type { OutboxOp } from '../../store/outbox.ts'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
import { describeOp, OP_STATE_LABEL } from './describeOp.ts'
import { OpDecision } from './OpDecision.tsx'

interface SyncOpsDialogProps {
  title: string
  subtitle?: string
  ops: readonly OutboxOp[]
  /** Shown when every change is synced. */
  syncedText: string
  /** What to show under an op (e.g. both values of a conflict's fields). */
  details?: (op: OutboxOp) => ReactNode
  /** Close once a decision is taken. */
  closeOnDecision?: boolean
  testId: string
  onClose: () => void
}

export function SyncOpsDialog(props: SyncOpsDialogProps) {
  const { title, subtitle, ops, syncedText, details, closeOnDecision, testId, onClose } = props
  return (
    <DialogFrame
      title={title}
      subtitle={subtitle}
      width={520}
      onClose={onClose}
      hooks={{ 'data-testid': testId }}
    >
      {ops.length === 0 ? (
        <p className="mt-5 text-sm text-slate-600">{syncedText}</p>
      ) : (
        <ul className="mt-5 space-y-4">
          {ops.map((op) => (
            <li
              key={op.opId}
              className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="text-sm font-medium text-slate-800">{describeOp(op).action}</span>
                <span className="text-xs font-medium text-slate-500">
                  {OP_STATE_LABEL[op.status]}
                </span>
              </div>
              {details?.(op)}
              <OpDecision op={op} {...(closeOnDecision ? { onDecided: onClose } : {})} />
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  )
}
