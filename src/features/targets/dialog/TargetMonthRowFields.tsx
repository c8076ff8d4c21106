/**
 * One monthly row of the target dialog: Month (a month-and-year input), Target No. Proposal,
 * Target Sales visit, Proposal value, Sales (IDR), and its remove button unless it is the only row.
 * Each cell is labelled with its column and the row's number ('Month 1', 'Sales 1'); its error
 * shows under it. Stable hook: `data-target-row={index}`.
 */
import { inputClassFor } from '../../../ui/TextField.tsx'
import { TrashIcon } from '../../../ui/actionIcons.tsx'
import { TARGET_COLUMN_LABEL } from '../PersonalTargetTable.tsx'
import { isCountField, TARGET_AMOUNT_FIELDS } from '../targetAmountDraft.ts'
import { cellKey, type TargetRowDraft, type TargetRowField } from './targetDialogDraft.ts'

export const MONTH_COLUMN_LABEL = 'Month'

/** A cell's accessible name: its column and the row's number, from 1. */
export const cellLabel = (field: TargetRowField, index: number): string =>
  `${field === 'month' ? MONTH_COLUMN_LABEL : TARGET_COLUMN_LABEL[field]} ${index + 1}`

interface TargetMonthRowFieldsProps {
  index: number
  row: TargetRowDraft
  errors: ReadonlyMap<string, string>
  /** The month input's bounds, 'YYYY-MM'. */
  minMonth: string
  maxMonth: string
  removable: boolean
  /** The id prefix of the cells' error texts (unique per dialog). */
  idPrefix: string
  onCell: (field: TargetRowField, raw: string) => void
  onSalesFocus: () => void
  onRemove: () => void
}

function CellError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null
  return (
    <p id={id} className="mt-1 text-xs text-red-700">
      {error}
    </p>
  )
}

export function TargetMonthRowFields(props: TargetMonthRowFieldsProps) {
  const { index, row, errors, minMonth, maxMonth, removable, idPrefix } = props
  const { onCell, onSalesFocus, onRemove } = props
  const errorId = (field: TargetRowField) => `${idPrefix}-${index}-${field}-error`
  const monthError = errors.get(cellKey(index, 'month'))
  return (
    <tr data-target-row={index} className="align-top">
      <td className="py-1.5 pr-2">
        <input
          type="month"
          aria-label={cellLabel('month', index)}
          aria-invalid={monthError ? true : undefined}
          aria-describedby={monthError ? errorId('month') : undefined}
          min={minMonth}
          max={maxMonth}
          value={row.month}
          onChange={(event) => onCell('month', event.target.value)}
          className={`${inputClassFor(monthError)} px-2`}
        />
        <CellError id={errorId('month')} error={monthError} />
      </td>
      {TARGET_AMOUNT_FIELDS.map((field) => {
        const error = errors.get(cellKey(index, field))
        return (
          <td key={field} className="px-1 py-1.5">
            <input
              aria-label={cellLabel(field, index)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId(field) : undefined}
              inputMode={isCountField(field) ? 'numeric' : 'decimal'}
              autoComplete="off"
              placeholder="0"
              value={row.amounts[field]}
              onChange={(event) => onCell(field, event.target.value)}
              onFocus={field === 'sales' ? onSalesFocus : undefined}
              className={`${inputClassFor(error)} px-2 text-right tabular-nums`}
            />
            <CellError id={errorId(field)} error={error} />
          </td>
        )
      })}
      <td className="py-1.5 pl-1 text-right">
        {removable && (
          <button
            type="button"
            aria-label={`Remove row ${index + 1}`}
            title="Remove row"
            onClick={onRemove}
            className="mt-1 rounded-lg p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <TrashIcon className="size-5" />
          </button>
        )}
      </td>
    </tr>
  )
}
