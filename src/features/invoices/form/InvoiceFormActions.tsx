/**
 * The invoice form's header: its title, the invoice's sync mark, and Back, Delete (detail and
 * edit only, after 'Are you sure Delete {name} ?') and Save or Edit. Save (enabled only with a
 * client, a deal and a value, and, where saving invoices it, without the person among its RMs)
 * queues the op of the form's mode, opens the list on the tab the
 * invoice is now in, and shows the spec's success text.
 */
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Profile } from '../../../contract/auth.ts'
import { deleteConfirmText } from '../../../domain/messages.ts'
import type { InvoiceTabName } from '../invoicesSearch.ts'
import type { InvoiceRow } from '../../../entities/invoices/invoiceRows.ts'
import type { InvoiceFields } from '../../../entities/invoices/invoiceOps.ts'
import { Button } from '../../../ui/Button.tsx'
import { showConfirm } from '../../../ui/dialogs/dialogStore.ts'
import { createInvoice, deleteInvoice, markInvoiced, updateInvoice } from '../invoiceCommands.ts'
import { canSaveInvoice, invoiceFieldsOf, type InvoiceDraft } from './invoiceDraft.ts'
import type { InvoiceMaster } from './InvoiceFormFields.tsx'
import { mayInvoiceListing } from '../../../domain/permissions.ts'
import {
  formTitle,
  invoicesOnSave,
  mainAction,
  OWN_INVOICE_NOTE,
  saveOutcome,
  showsDelete,
  type InvoiceFormMode,
} from './invoiceFormMode.ts'
import { beginSave } from '../../sync/index.ts'

interface InvoiceFormActionsProps {
  mode: InvoiceFormMode
  draft: InvoiceDraft
  invoice: InvoiceRow | null
  master: InvoiceMaster
  profile: Profile
  tab: InvoiceTabName
  syncMark: ReactNode
  onBack: () => void
  onEdit: () => void
}

/** Queues the op of the form's mode; answers the invoice's id (a temp id for a new one). */
async function saveInvoice(
  mode: InvoiceFormMode,
  fields: InvoiceFields,
  noDeal: boolean,
  invoice: InvoiceRow | null,
  userId: number,
): Promise<number | undefined> {
  if (mode === 'add_invoice') return createInvoice(fields, noDeal ? 'noDeal' : 'invoiced', userId)
  if (mode === 'tobe_invoice') return createInvoice(fields, 'toBeInvoiced', userId)
  if (!invoice) return undefined
  if (mode === 'to_invoice') return markInvoiced(invoice.invoiceId, fields, userId)
  await updateInvoice(invoice.invoiceId, fields, userId)
  return invoice.invoiceId
}

export function InvoiceFormActions(props: InvoiceFormActionsProps) {
  const { mode, draft, invoice, master, profile, tab } = props
  const navigate = useNavigate()
  const action = mainAction(mode)
  // Nobody marks their own invoice as invoiced: the server refuses it (403) too.
  const ownInvoice =
    invoicesOnSave(mode) &&
    !mayInvoiceListing(
      profile,
      draft.rms.map((share) => share.id),
    )
  const savable = canSaveInvoice(draft) && !ownInvoice
  const save = async () => {
    if (!savable) return
    const fields = invoiceFieldsOf(draft, {
      branch: master.branches.find((branch) => branch.id === draft.branchId)?.text ?? '',
      pic: master.rms.find((rm) => rm.userId === draft.picId)?.name ?? '',
    })
    const announce = await beginSave()
    const focus = await saveInvoice(mode, fields, draft.noDeal, invoice, profile.id)
    const outcome = saveOutcome(mode, tab)
    await navigate({ to: '/invoices', search: { tab: outcome.tab, focus } })
    await announce({ icon: 'success', title: outcome.message, button: 'Close' })
  }
  const remove = async () => {
    if (!invoice) return
    const name = invoice.dealName
    if (!(await showConfirm({ title: deleteConfirmText(name), yes: 'Yes, Delete' }))) return
    await deleteInvoice(invoice.invoiceId, name, profile.id)
    props.onBack()
  }
  return (
    <header className="flex flex-wrap items-center gap-3">
      <h2 id="invoice-form-title" className="text-lg font-semibold text-slate-900">
        {formTitle(mode)}
      </h2>
      {props.syncMark}
      <div className="ml-auto flex flex-wrap gap-2">
        <Button variant="secondary" onClick={props.onBack}>
          Back
        </Button>
        {showsDelete(mode) && (
          <Button variant="danger" onClick={() => void remove()}>
            Delete
          </Button>
        )}
        {action === 'edit' && <Button onClick={props.onEdit}>Edit</Button>}
        {action === 'save' && ownInvoice && (
          <p role="note" className="self-center text-sm text-amber-800" data-own-invoice>
            {OWN_INVOICE_NOTE}
          </p>
        )}
        {action === 'save' && (
          <Button type="submit" disabled={!savable} onClick={() => void save()}>
            Save
          </Button>
        )}
      </div>
    </header>
  )
}
