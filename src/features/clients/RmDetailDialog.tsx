/** One relationship manager of the client form, read only: name, branch and segment. */
import type { RelManager } from '../../contract/clients.ts'
import { Button } from '../../ui/Button.tsx'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'

interface RmDetailDialogProps {
  rm: RelManager
  onClose: () => void
}

export function RmDetailDialog({ rm, onClose }: RmDetailDialogProps) {
  return (
    <DialogFrame
      title="Relationship manager detail"
      width={460}
      onClose={onClose}
      hooks={{ 'data-testid': 'rm-detail-dialog' }}
    >
      <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
        <dt className="text-slate-500">Name</dt>
        <dd className="text-slate-900">{rm.name}</dd>
        <dt className="text-slate-500">Branch</dt>
        <dd className="text-slate-900">{rm.branch || '-'}</dd>
        <dt className="text-slate-500">Segment</dt>
        <dd className="text-slate-900">{rm.segment || '-'}</dd>
      </dl>
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </DialogFrame>
  )
}
