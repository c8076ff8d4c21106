/**
 * The proposal card's sync mark (its own entity, beside the deal's header mark): waiting, synced,
 * or a button to the failed or conflicting change and its decisions (OpDecision).
 */
import { DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { CheckCircleIcon, ErrorCircleIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { describeOp, OP_STATE_LABEL } from '../sync/describeOp.ts'
import { OpDecision } from '../sync/OpDecision.tsx'
import type { LocalProposal } from './dealProposalState.ts'

export function ProposalSyncMark({ local }: { local: LocalProposal | null }) {
  const [open, setOpen] = useState(false)
  if (!local) return null
  if (local.sync === 'synced') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-emerald-700">
        <CheckCircleIcon className="size-4" />
        Synced
      </span>
    )
  }
  if (local.sync === 'pending') {
    return (
      <span className="inline-flex items-center gap-1 text-xs text-brand-700" role="status">
        <Spinner className="size-4" />
        Waiting to sync
      </span>
    )
  }
  const failed = local.sync === 'failed'
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium ${
          failed ? 'text-red-700 hover:bg-red-50' : 'text-amber-700 hover:bg-amber-50'
        }`}
      >
        <ErrorCircleIcon className="size-4" />
        {failed ? 'Not saved: see why' : 'Conflict: choose a version'}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} width={460}>
        <div className="px-6 pt-6 pb-5">
          <DialogTitle className="text-lg font-semibold text-slate-900">Proposal</DialogTitle>
          <ul className="mt-5 space-y-4">
            {local.ops.map((op) => (
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
