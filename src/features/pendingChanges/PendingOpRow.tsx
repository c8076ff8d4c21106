import { durationText, momentText } from '../../domain/relativeTime.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { attemptsText } from './attemptsText.ts'
import type { OpView } from '../../sync/outboxOrder.ts'
import {
  describeOp,
  OP_STATE_LABEL,
  unnamedSubject,
  waitingText,
} from '../../app/sync/describeOp.ts'
import { OpDecision } from '../../app/sync/OpDecision.tsx'

const STATE_BADGE: Readonly<Record<OpView['op']['status'], string>> = {
  pending: 'bg-slate-100 text-slate-700 ring-slate-300',
  sending: 'bg-brand-50 text-brand-800 ring-brand-100',
  failed: 'bg-red-50 text-red-700 ring-red-200',
  conflict: 'bg-amber-50 text-amber-900 ring-amber-300',
}

interface PendingOpRowProps {
  view: OpView
  /** The earlier op it waits behind, when it is still listed. */
  blocker: OutboxOp | null
  subjects: ReadonlyMap<string, string>
  now: number
}

/** One change: what, on which thing (by name), since when, its state and reason, and the decisions. */
export function PendingOpRow({ view, blocker, subjects, now }: PendingOpRowProps) {
  const { op, waitingBehind } = view
  const description = describeOp(op)
  const subjectOf = (each: OutboxOp) => subjects.get(each.opId) ?? unnamedSubject(each.entity.table)
  return (
    <li
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-op-id={op.opId}
      data-op-status={op.status}
    >
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">
            {description.action}
            <span className="font-normal text-slate-500"> · </span>
            <span className="font-medium text-slate-700" data-op-subject>
              {subjectOf(op)}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-slate-500">
            {description.fields.map((field) => `${field.label}: ${field.mine}`).join(' · ')}
            {description.fields.length > 0 && ' · '}
            Made {momentText(op.createdAt, now)} ({durationText(now - op.createdAt)} ago)
            {attemptsText(op)}
          </p>
          {waitingBehind && (
            <p className="mt-0.5 text-xs text-slate-500" data-op-waiting>
              {waitingText(
                op,
                waitingBehind,
                blocker && {
                  entityKey: blocker.entityKey,
                  action: describeOp(blocker).action,
                  subject: subjectOf(blocker),
                },
              )}
            </p>
          )}
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${STATE_BADGE[op.status]}`}
        >
          {OP_STATE_LABEL[op.status]}
        </span>
      </div>
      <div className="mt-3">
        <OpDecision op={op} />
      </div>
    </li>
  )
}
