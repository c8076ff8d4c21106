/**
 * Add sales visit on the deal detail (shown when header.actions has 'addSalesVisit'): opens the
 * Sales visit dialog bound to the deal. The in-progress form stays while the dialog is closed and
 * is reset once a visit is queued.
 */
import { useState } from 'react'
import type { DealDetail } from '../../contract/deals.ts'
import { Button } from '../../ui/Button.tsx'
import { dealContacts } from '../../entities/deals/dealContacts.ts'
import { CalendarPlusIcon } from '../../ui/icons.tsx'
import type { DealSectionProps } from '../../entities/deals/dealSectionProps.ts'
import { VisitDialog } from './VisitDialog.tsx'
import { newVisitForm, type VisitForm, type VisitTarget } from './visitForm.ts'

export const dealVisitTarget = (detail: DealDetail): VisitTarget => ({
  kind: 'deal',
  dealId: detail.id,
  client: detail.clientCompany,
})

export function AddVisitButton({ detail, header, profile }: DealSectionProps) {
  const target = dealVisitTarget(detail)
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState<VisitForm>(() => newVisitForm(target))
  if (!header.actions.includes('addSalesVisit')) return null
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CalendarPlusIcon className="size-5 text-slate-500" />
        Add sales visit
      </Button>
      {open && (
        <VisitDialog
          target={target}
          visitId={null}
          form={form}
          onFormChange={setForm}
          userId={profile.id}
          onClose={() => setOpen(false)}
          onSaved={() => setForm(newVisitForm(target))}
          knownContacts={dealContacts(detail)}
        />
      )}
    </>
  )
}
