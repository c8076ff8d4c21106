/**
 * A sales visit read only (the view icon of the Sales visit table), from the table's row, so it
 * opens for every row, offline too: company, date, location, objective, next step, remark, the
 * client contacts, relationship managers and consultants, when it was last updated, and a link
 * to its deal. Edit (when offered) opens the Sales visit dialog. Stable hook:
 * `data-visit-dialog="view"`.
 */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { IdText } from '../../contract/common.ts'
import type { VisitRow } from '../../contract/visits.ts'
import { formatDashedDate, formatJournalTime } from '../../domain/dates.ts'
import { Button } from '../../ui/Button.tsx'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
import { VISIT_DIALOG_WIDTH } from '../visits/index.ts'

interface VisitViewDialogProps {
  row: VisitRow
  onClose: () => void
  /** Shown when the user may edit the visit. */
  onEdit?: () => void
}

const names = (people: readonly IdText[]): string =>
  people.map((person) => person.text).join(', ') || '-'

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  )
}

export function VisitViewDialog({ row, onClose, onEdit }: VisitViewDialogProps) {
  return (
    <DialogFrame
      title="Sales visit"
      width={VISIT_DIALOG_WIDTH}
      onClose={onClose}
      hooks={{ 'data-visit-dialog': 'view' }}
    >
      <dl className="mt-4 grid grid-cols-[9rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <Fact term="Client company">{row.company || '-'}</Fact>
        <Fact term="Visit Date">{formatDashedDate(row.visitDate) || '-'}</Fact>
        <Fact term="Location">{row.location || '-'}</Fact>
        <Fact term="Visit objective">{row.objective || '-'}</Fact>
        <Fact term="Next step">{row.nextStep || '-'}</Fact>
        <Fact term="Remark">{row.remarks || '-'}</Fact>
        <Fact term="Client contact">{names(row.contacts)}</Fact>
        <Fact term="Relationship manager">{names(row.rms)}</Fact>
        <Fact term="Consultant">{names(row.cons)}</Fact>
        <Fact term="Last updated">{formatJournalTime(row.lastUpdated) || '-'}</Fact>
      </dl>
      <div className="mt-6 flex flex-wrap items-center justify-end gap-2">
        {row.dealId > 0 && (
          <Link
            to="/deals"
            search={{ tab: 'detail', deal: row.dealId }}
            className="mr-auto text-sm font-semibold text-brand-700 hover:underline"
          >
            Open the deal
          </Link>
        )}
        {onEdit && (
          <Button variant="secondary" onClick={onEdit}>
            Edit
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </div>
    </DialogFrame>
  )
}
