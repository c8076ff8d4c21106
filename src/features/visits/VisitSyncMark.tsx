/**
 * The sync mark of a visit's journal entry: waiting, synced, or a button to the failed or
 * conflicting change and its decisions (the shared OpDecision). Stable hook: `data-visit-sync`.
 */
import { DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import type { OutboxOp } from '../../store/outbox.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { CheckCircleIcon, ErrorCircleIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { describeOp, OP_STATE_LABEL } from '../sync/describeOp.ts'
import { OpDecision } from '../sync/OpDecision.tsx'

interface VisitSyncMarkProps {
  sync: EntitySyncState
  ops: readonly OutboxOp[]
}

export function VisitSyncMark({ sync, ops }: VisitSyncMarkProps) {
  const [open, setOpen] = useState(false)
  if (sync === 'synced') {
    return (
      <span
        className="inline-flex items-center gap-1 text-xs text-emerald-700"
        data-visit-sync="synced"
      >
        <CheckCircleIcon className="size-3.5" />
        Synced
      </span>
    )
  }
  if (sync === 'pending') {
    return (
      <span
        className="inline-flex items-center gap-1 text-xs text-brand-700"
        data-visit-sync="pending"
      >
        <Spinner className="size-3.5" />
        Waiting to sync
      </span>
    )
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-visit-sync={sync}
        className={`inline-flex items-center gap-1 rounded-lg px-1.5 py-0.5 text-xs font-medium ${
          sync === 'failed' ? 'text-red-700 hover:bg-red-50' : 'text-amber-700 hover:bg-amber-50'
        }`}
      >
        <ErrorCircleIcon className="size-3.5" />
        {sync === 'failed' ? 'Not saved: see why' : 'Conflict: choose a version'}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} width={460}>
        <div className="px-6 pt-6 pb-5">
          <DialogTitle className="text-lg font-semibold text-slate-900">Sales visit</DialogTitle>
          <ul className="mt-5 space-y-4">
            {ops.map((op) => (
              <li key={op.opId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <div className="mb-2 flex items-center justify-between gap-3">
                  <span className="text-sm font-medium text-slate-800">
                    {describeOp(op).action}
                  </span>
                  <span className="text-xs font-medium text-slate-500">
                    {OP_STATE_LABEL[op.status]}
                  </span>
                </div>
                <OpDecision op={op} onDecided={() => setOpen(false)} />
              </li>
            ))}
          </ul>
        </div>
      </Modal>
    </>
  )
}
