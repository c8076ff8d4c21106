/**
 * An op that needs (or allows) a decision: its reason, both values in a conflict (the fields
 * changed on both sides named and highlighted), and the
 * actions: retry or discard a refusal; keep mine or take theirs in a conflict; discard a waiting op.
 */
import type { OutboxOp } from '../../store/outbox.ts'
import { Button } from '../../ui/Button.tsx'
import { clashText, describeOp, opReason } from './describeOp.ts'
import {
  CANNOT_KEEP_MINE_TEXT,
  canKeepMine,
  DECISION_LABEL,
  decisionsFor,
  type DecisionKind,
} from './decisions.ts'
import { useOpDecisions } from './useOpDecisions.ts'
import { useOffline } from './useSyncEngineStatus.ts'

interface OpDecisionProps {
  op: OutboxOp
  onDecided?: (kind: DecisionKind) => void
}

const REASON_TONE: Readonly<Record<OutboxOp['status'], string>> = {
  pending: 'text-slate-600',
  sending: 'text-slate-600',
  failed: 'text-red-700',
  conflict: 'text-amber-900',
}

export function OpDecision({ op, onDecided }: OpDecisionProps) {
  const { running, decide } = useOpDecisions(onDecided)
  const offline = useOffline()
  const description = describeOp(op)
  const reason = opReason(op, { offline })
  const conflict = op.status === 'conflict'
  const decisions = decisionsFor(op)
  const clashes = conflict ? clashText(op) : null
  return (
    <div className="space-y-3">
      {reason && (
        <p className={`text-sm ${REASON_TONE[op.status]}`} data-testid="op-reason">
          {reason}
        </p>
      )}
      {clashes && (
        <p className="text-sm font-medium text-amber-900" data-testid="op-clashes">
          {clashes}
        </p>
      )}
      {conflict && description.fields.length > 0 && (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                <span className="sr-only">Field</span>
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Yours
              </th>
              <th scope="col" className="py-1 font-medium">
                Theirs
              </th>
            </tr>
          </thead>
          <tbody>
            {description.fields.map((field) => (
              <tr
                key={field.field}
                className={`border-t border-slate-100 ${field.clash ? 'bg-amber-50' : ''}`}
                data-clash={field.clash || undefined}
              >
                <th scope="row" className="py-1.5 pr-3 font-medium text-slate-600">
                  {field.label}
                </th>
                <td className="py-1.5 pr-3 text-slate-900" data-testid={`mine-${field.field}`}>
                  {field.mine}
                </td>
                <td className="py-1.5 text-slate-900" data-testid={`theirs-${field.field}`}>
                  {field.theirs ?? '-'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {conflict && !canKeepMine(op) && (
        <p className="text-sm text-slate-600" data-testid="cannot-keep-mine">
          {CANNOT_KEEP_MINE_TEXT}
        </p>
      )}
      {decisions.length > 0 && (
        <div className="flex justify-end gap-2">
          {decisions.map((kind) => (
            <Button
              key={kind}
              variant={
                kind === 'discard' ? 'danger' : kind === 'takeTheirs' ? 'secondary' : 'primary'
              }
              loading={running === kind}
              disabled={running !== null && running !== kind}
              onClick={() => void decide(op, kind)}
            >
              {DECISION_LABEL[kind]}
            </Button>
          ))}
        </div>
      )}
    </div>
  )
}
