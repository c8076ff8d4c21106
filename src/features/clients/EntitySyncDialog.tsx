/** Opened from a client's or contact's mark: its unsettled changes and the decisions on them. */
import { DialogTitle } from '@headlessui/react'
import type { EntityOps } from '../../sync/syncState.ts'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { CloseIcon } from '../../ui/icons.tsx'
import { OpDecision } from '../sync/OpDecision.tsx'
import { CLIENT_OP_ACTIONS, conflictFields, type ConflictField } from './clientOpFields.ts'

interface EntitySyncDialogProps {
  name: string
  entity: EntityOps | undefined
  onClose: () => void
}

export function EntitySyncDialog({ name, entity, onClose }: EntitySyncDialogProps) {
  const ops = entity?.ops ?? []
  return (
    <Modal open onClose={onClose} width={520}>
      <div className="relative px-6 pt-6 pb-5" data-testid="client-sync-dialog">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-3 right-3 rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
        >
          <CloseIcon className="size-5" />
        </button>
        <DialogTitle className="pr-8 text-base font-semibold text-slate-900">{name}</DialogTitle>
        {ops.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">Everything is saved.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {ops.map((op) => (
              <li key={op.opId} className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200">
                <p className="text-sm font-semibold text-slate-900">
                  {CLIENT_OP_ACTIONS[op.type] ?? op.type}
                </p>
                <ConflictTable fields={op.status === 'conflict' ? conflictFields(op) : []} />
                <OpDecision op={op} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  )
}

/** Both values of each field that differs (a conflict): the person's and the server's. */
function ConflictTable({ fields }: { fields: ConflictField[] }) {
  if (fields.length === 0) return null
  return (
    <table className="w-full text-left text-sm" data-testid="client-conflict-fields">
      <thead className="text-xs text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Yours
          </th>
          <th scope="col" className="py-1 font-medium">
            On the server
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {fields.map((field) => (
          <tr key={field.label}>
            <th scope="row" className="py-1.5 pr-3 font-medium text-slate-600">
              {field.label}
            </th>
            <td className="py-1.5 pr-3 text-slate-900">{field.mine || '-'}</td>
            <td className="py-1.5 text-amber-900">{field.theirs || '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
