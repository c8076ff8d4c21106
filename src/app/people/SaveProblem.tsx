/** Why the server refused a person's last save, or that it conflicts; nothing when neither. */
import type { OutboxOp } from '../../store/outbox.ts'
import { opReason } from '../sync/describeOp.ts'

interface SaveProblemProps {
  ops: readonly OutboxOp[]
  /** An attribute set to the op's status ('failed' or 'conflict'), for tests. */
  stateAttribute?: `data-${string}`
}

export function SaveProblem({ ops, stateAttribute }: SaveProblemProps) {
  const decision = ops.find((op) => op.status === 'failed' || op.status === 'conflict')
  const reason = decision ? opReason(decision) : null
  if (!decision || !reason) return null
  const hook = stateAttribute ? { [stateAttribute]: decision.status } : {}
  return (
    <p
      className={`rounded-xl px-4 py-2.5 text-sm ring-1 ring-inset ${
        decision.status === 'conflict'
          ? 'bg-amber-50 text-amber-900 ring-amber-200'
          : 'bg-red-50 text-red-800 ring-red-200'
      }`}
      role="alert"
      {...hook}
    >
      {reason}
    </p>
  )
}
