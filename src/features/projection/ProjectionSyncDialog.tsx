/**
 * Opened from a projection card's failure or conflict mark: the item's unsettled changes and the
 * decisions on each (retry / discard; keep mine / take theirs), through the shared OpDecision.
 */
import { DialogTitle } from '@headlessui/react'
import type { ProjectionItemRow } from '../../store/salesActivity.ts'
import type { EntityOps } from '../../sync/syncState.ts'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { CloseIcon } from '../../ui/icons.tsx'
import { describeOp, OP_STATE_LABEL } from '../sync/describeOp.ts'
import { OpDecision } from '../sync/OpDecision.tsx'

interface ProjectionSyncDialogProps {
  item: ProjectionItemRow
  entity: EntityOps | undefined
  onClose: () => void
}

export function ProjectionSyncDialog({ item, entity, onClose }: ProjectionSyncDialogProps) {
  const ops = entity?.ops ?? []
  return (
    <Modal open onClose={onClose} width={460}>
      <div className="relative px-6 pt-6 pb-5" data-testid="projection-sync-dialog">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
        >
          <CloseIcon className="size-5" />
        </button>
        <DialogTitle className="pr-8 text-lg font-semibold text-slate-900">
          {item.dealName}
        </DialogTitle>
        <p className="text-sm text-slate-500">{item.clientName}</p>
        {ops.length === 0 ? (
          <p className="mt-5 text-sm text-slate-600">Every change to this invoice is synced.</p>
        ) : (
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
                <OpDecision op={op} onDecided={onClose} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  )
}
