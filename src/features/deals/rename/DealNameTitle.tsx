/**
 * The deal's name as the detail's title (id `deal-detail-title`), with an edit button where the
 * person may edit the deal (header.canEdit: an owner, the deal not Lost) opening the deal name
 * edit modal.
 */
import { useState } from 'react'
import { EditIcon } from '../../../ui/actionIcons.tsx'
import type { DealSectionProps } from '../../../entities/deals/dealSectionProps.ts'
import { DealNameDialog } from './DealNameDialog.tsx'

export function DealNameTitle(props: DealSectionProps) {
  const { header } = props
  const [editing, setEditing] = useState(false)
  return (
    <div className="flex items-start gap-2">
      <h2 id="deal-detail-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {header.name}
      </h2>
      {header.canEdit && (
        <button
          type="button"
          onClick={() => setEditing(true)}
          aria-label="Edit deal name"
          className="mt-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
        >
          <EditIcon className="size-4" />
        </button>
      )}
      {editing && <DealNameDialog {...props} onClose={() => setEditing(false)} />}
    </div>
  )
}
