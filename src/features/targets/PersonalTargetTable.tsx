/**
 * The personal target's twelve months (January to December), four amounts each: inputs enabled
 * only in add and edit mode, each cell's error under it.
 */
import { monthName } from '../../domain/dates.ts'
import { inputClassFor } from '../../ui/TextField.tsx'
import {
  isCountField,
  TARGET_AMOUNT_FIELDS,
  type TargetAmountField,
  type TargetAmountsDraft,
} from './targetAmountDraft.ts'
import { cellKey, type CellErrors } from './personalTargetDraft.ts'

export const TARGET_COLUMN_LABEL: Readonly<Record<TargetAmountField, string>> = {
  no_proposal: 'Target No. Proposal',
  sales_visit: 'Target Sales visit',
  proposal_value: 'Proposal value',
  sales: 'Sales',
}

interface PersonalTargetTableProps {
  /** Twelve drafts, January first. */
  months: readonly TargetAmountsDraft[]
  enabled: boolean
  errors: CellErrors
  onChange(month: number, field: TargetAmountField, text: string): void
}

export function PersonalTargetTable({
  months,
  enabled,
  errors,
  onChange,
}: PersonalTargetTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Month
            </th>
            {TARGET_AMOUNT_FIELDS.map((field) => (
              <th key={field} scope="col" className="px-3 py-3">
                {TARGET_COLUMN_LABEL[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {months.map((draft, index) => {
            const month = index + 1
            return (
              <tr key={month} data-target-month={month}>
                <th scope="row" className="px-4 py-2 text-left font-medium text-slate-800">
                  {monthName(month)}
                </th>
                {TARGET_AMOUNT_FIELDS.map((field) => {
                  const error = errors.get(cellKey(month, field))
                  return (
                    <td key={field} className="px-3 py-2 align-top">
                      <input
                        aria-label={`${TARGET_COLUMN_LABEL[field]} ${monthName(month)}`}
                        aria-invalid={error ? true : undefined}
                        inputMode={isCountField(field) ? 'numeric' : 'decimal'}
                        placeholder="0"
                        className={`${inputClassFor(error)} text-right`}
                        disabled={!enabled}
                        value={draft[field]}
                        onChange={(event) => onChange(month, field, event.target.value)}
                      />
                      {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
