/** Add Invoice Period / Edit Invoice Period: Period (a month), Value (IDR) and Remark. */
import { useState } from 'react'
import type { ProposalInvoiceLine } from '../../contract/proposals.ts'
import { formatIdr, formatTypedMoney, parseMoney } from '../../domain/money.ts'
import { canSaveInvoicePeriod } from '../../domain/proposals.ts'
import { REMARK_MAX } from '../../domain/textLimits.ts'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
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
    <DialogFrame
      title={period ? 'Edit Invoice Period' : 'Add Invoice Period'}
      width={400}
      onClose={onClose}
      onSubmit={save}
      hooks={{ 'data-invoice-period-dialog': true }}
    >
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
    </DialogFrame>
  )
}
