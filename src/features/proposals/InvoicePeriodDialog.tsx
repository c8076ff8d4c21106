/** Add Invoice Period / Edit Invoice Period: Period (a month), Value (IDR) and Remark. */
import { DialogTitle } from '@headlessui/react'
import { useState } from 'react'
import type { ProposalInvoiceLine } from '../../contract/proposals.ts'
import { formatIdr, formatTypedMoney, parseMoney } from '../../domain/money.ts'
import { canSaveInvoicePeriod } from '../../domain/proposals.ts'
import { REMARK_MAX } from '../../domain/textLimits.ts'
import { Modal } from '../../ui/dialogs/Modal.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { CancelSave } from '../../ui/dialogs/CancelSave.tsx'
import { invoiceDateOf, periodMonth } from './invoicePeriodText.ts'

interface InvoicePeriodDialogProps {
  /** The period being edited; null to add one. */
  period: ProposalInvoiceLine | null
  onSave: (period: ProposalInvoiceLine) => void
  onClose: () => void
}

export function InvoicePeriodDialog({ period, onSave, onClose }: InvoicePeriodDialogProps) {
  const [month, setMonth] = useState(period ? periodMonth(period.invoiceDate) : '')
  const [value, setValue] = useState(period ? formatIdr(period.invoiceAmount) : '')
  const [remarks, setRemarks] = useState(period?.remarks ?? '')
  const invoiceDate = invoiceDateOf(month, period?.invoiceDate ?? '')
  const canSave = canSaveInvoicePeriod({ invoiceDate })
  const save = () => {
    if (!canSave) return
    onSave({
      id: period?.id ?? 0,
      invoiceDate,
      invoiceAmount: parseMoney(value),
      remarks: remarks.trim(),
    })
  }
  return (
    <Modal open onClose={onClose} width={400}>
      <form
        className="px-6 pt-6 pb-5"
        data-invoice-period-dialog
        onSubmit={(event) => {
          event.preventDefault()
          // Rendered in a portal inside the Proposal dialog: the submit stops here.
          event.stopPropagation()
          save()
        }}
      >
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {period ? 'Edit Invoice Period' : 'Add Invoice Period'}
        </DialogTitle>
        <div className="mt-4 flex flex-col gap-4">
          <TextField
            label="Period"
            type="month"
            required
            value={month}
            onChange={(event) => setMonth(event.target.value)}
          />
          <TextField
            label="Value"
            inputMode="decimal"
            placeholder="0"
            value={value}
            onChange={(event) => setValue(formatTypedMoney(event.target.value))}
          />
          <TextField
            label="Remark"
            maxLength={REMARK_MAX}
            value={remarks}
            onChange={(event) => setRemarks(event.target.value)}
          />
        </div>
        <CancelSave onCancel={onClose} saveDisabled={!canSave} />
      </form>
    </Modal>
  )
}
