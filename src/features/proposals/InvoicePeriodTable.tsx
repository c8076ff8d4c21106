/** The Proposal dialog's invoice periods: Period, Value, Remark, Action (edit, delete); Add period. */
import type { ProposalInvoiceLine } from '../../contract/proposals.ts'
import { formatIdr } from '../../domain/money.ts'
import { EditIcon, PlusIcon, TrashIcon } from '../../ui/actionIcons.tsx'
import { Button } from '../../ui/Button.tsx'
import { periodText } from './invoicePeriodText.ts'

export const NO_INVOICE_PERIOD = 'No invoice period'

interface InvoicePeriodTableProps {
  periods: readonly ProposalInvoiceLine[]
  /** false in see_proposal: no Add period, no row actions. */
  editable: boolean
  onAdd: () => void
  onEdit: (index: number) => void
  onDelete: (index: number) => void
}

export function InvoicePeriodTable({
  periods,
  editable,
  onAdd,
  onEdit,
  onDelete,
}: InvoicePeriodTableProps) {
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between">
        <span className="text-sm font-medium text-slate-700">Invoice period</span>
        {editable && (
          <Button variant="secondary" className="h-8 px-3" onClick={onAdd}>
            <PlusIcon className="size-4" />
            Add period
          </Button>
        )}
      </div>
      <table className="w-full text-left text-sm" aria-label="Invoice period">
        <thead className="bg-slate-50 text-xs text-slate-500">
          <tr>
            <th className="px-2 py-1.5 font-medium">Period</th>
            <th className="px-2 py-1.5 text-right font-medium">Value</th>
            <th className="px-2 py-1.5 font-medium">Remark</th>
            <th className="px-2 py-1.5 font-medium">Action</th>
          </tr>
        </thead>
        <tbody>
          {periods.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-2 py-3 text-center text-slate-500">
                {NO_INVOICE_PERIOD}
              </td>
            </tr>
          ) : (
            periods.map((period, index) => (
              <tr
                key={`${period.id}-${index}`}
                className="border-t border-slate-100"
                data-invoice-period={index}
              >
                <td className="px-2 py-1.5">{periodText(period.invoiceDate)}</td>
                <td className="px-2 py-1.5 text-right tabular-nums">
                  {formatIdr(period.invoiceAmount)}
                </td>
                <td className="px-2 py-1.5 break-words">{period.remarks}</td>
                <td className="px-2 py-1.5">
                  {editable && (
                    <span className="flex gap-1">
                      <button
                        type="button"
                        aria-label={`Edit period ${periodText(period.invoiceDate)}`}
                        onClick={() => onEdit(index)}
                        className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
                      >
                        <EditIcon className="size-4" />
                      </button>
                      <button
                        type="button"
                        aria-label={`Delete period ${periodText(period.invoiceDate)}`}
                        onClick={() => onDelete(index)}
                        className="rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-700"
                      >
                        <TrashIcon className="size-4" />
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
