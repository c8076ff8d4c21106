/**
 * The Projected invoice update dialog (sales-activity-spec "Invoice period dialogs", the projected
 * invoice variant): Period (month and year), Value (IDR) and Remark. Save queues the update; the
 * card shows it at once and carries the pending mark until the server took it.
 */
import { useId, useState } from 'react'
import { MONTH_NAMES } from '../../domain/dates.ts'
import { formatIdr, formatTypedMoney, parseMoney, toWholeRupiah } from '../../domain/money.ts'
import type { ProjectionItemRow } from '../../entities/proposals/proposalRows.ts'
import { DialogFrame } from '../../ui/dialogs/DialogFrame.tsx'
import { inputClass, TextField } from '../../ui/TextField.tsx'
import { CancelSave } from '../../ui/dialogs/CancelSave.tsx'
import { showNotSavedHere } from '../pipeline/index.ts'
import { updateProjectedInvoice } from './projectionCommands.ts'
import { movedInvoiceDate } from './projectionModel.ts'
import { periodYears } from './periodYears.ts'

const DIALOG_WIDTH = 400

interface ProjectedInvoiceDialogProps {
  item: ProjectionItemRow
  userId: number
  onClose: () => void
}

export function ProjectedInvoiceDialog({ item, userId, onClose }: ProjectedInvoiceDialogProps) {
  const [month, setMonth] = useState(item.month)
  const [year, setYear] = useState(item.year)
  const [value, setValue] = useState(formatIdr(item.value))
  const [remarks, setRemarks] = useState(item.remarks ?? '')
  const [saving, setSaving] = useState(false)
  const monthId = useId()
  const yearId = useId()
  const amount = toWholeRupiah(parseMoney(value))

  const save = async () => {
    setSaving(true)
    try {
      await updateProjectedInvoice(
        {
          dealId: item.dealId,
          invoiceId: item.invoiceId,
          month,
          year,
          amount,
          remarks: remarks.trim(),
          invoiceDate: movedInvoiceDate(item.invoiceDate, year, month),
        },
        userId,
      )
      onClose()
    } catch {
      setSaving(false)
      await showNotSavedHere()
    }
  }

  return (
    <DialogFrame
      title="Projected invoice update"
      subtitle={
        <p className="truncate" title={item.dealName}>
          {item.dealName} · {item.clientName}
        </p>
      }
      width={DIALOG_WIDTH}
      onClose={onClose}
      onSubmit={() => {
        if (!saving && amount > 0) void save()
      }}
      hooks={{ 'data-testid': 'projected-invoice-dialog' }}
    >
      <div className="mt-4 space-y-4">
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-700">Period</legend>
          <div className="grid grid-cols-[3fr_2fr] gap-2">
            <label htmlFor={monthId} className="sr-only">
              Month
            </label>
            <select
              id={monthId}
              value={month}
              onChange={(event) => setMonth(Number(event.target.value))}
              className={inputClass}
            >
              {MONTH_NAMES.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
            <label htmlFor={yearId} className="sr-only">
              Year
            </label>
            <select
              id={yearId}
              value={year}
              onChange={(event) => setYear(Number(event.target.value))}
              className={inputClass}
            >
              {periodYears(new Date().getFullYear(), item.year).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <TextField
          label="Value (IDR)"
          inputMode="decimal"
          required
          value={value}
          onChange={(event) => setValue(formatTypedMoney(event.target.value))}
        />
        <TextField
          label="Remark"
          value={remarks}
          onChange={(event) => setRemarks(event.target.value)}
        />
      </div>
      <CancelSave onCancel={onClose} saveDisabled={saving || amount <= 0} />
    </DialogFrame>
  )
}
