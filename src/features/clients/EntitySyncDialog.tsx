/** Opened from a client's or contact's mark: its unsettled changes and the decisions on them. */
import type { EntityOps } from '../../sync/syncState.ts'
import { SyncOpsDialog } from '../../app/sync/SyncOpsDialog.tsx'
import { conflictFields, type ConflictField } from './clientOpFields.ts'

interface EntitySyncDialogProps {
  name: string
  entity: EntityOps | undefined
  onClose: () => void
}

export function EntitySyncDialog({ name, entity, onClose }: EntitySyncDialogProps) {
  return (
    <SyncOpsDialog
      title={name}
      ops={entity?.ops ?? []}
      syncedText="Everything is saved."
      details={(op) => (
        <ConflictTable fields={op.status === 'conflict' ? conflictFields(op) : []} />
      )}
      testId="client-sync-dialog"
      onClose={onClose}
    />
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
