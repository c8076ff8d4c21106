/**
 * The target dialog's monthly rows: Month, Target No. Proposal, Target Sales visit, Proposal value,
 * Sales. Focusing the last row's Sales adds a row once that row has a month (at most 12); removing
 * a row moves the focus to the Month of the row now in its place (or the one above).
 */
import { useEffect, useId, useRef } from 'react'
import { MONTHS_IN_TARGET } from '../../../domain/targets.ts'
import { TARGET_COLUMN_LABEL } from '../PersonalTargetTable.tsx'
import { TARGET_AMOUNT_FIELDS } from '../targetAmountDraft.ts'
import { MONTH_COLUMN_LABEL, TargetMonthRowFields } from './TargetMonthRowFields.tsx'
import type { TargetRowDraft, TargetRowField } from './targetDialogDraft.ts'

interface TargetRowsTableProps {
  rows: readonly TargetRowDraft[]
  errors: ReadonlyMap<string, string>
  minMonth: string
  maxMonth: string
  onCell: (index: number, field: TargetRowField, raw: string) => void
  onSalesFocus: (index: number) => void
  onRemove: (index: number) => void
}

export const TARGET_ROWS_HINT = `A new row is added when you reach the Sales field of the last row once it has a month (up to ${MONTHS_IN_TARGET} rows). Rows without a month are not saved.`

export function TargetRowsTable(props: TargetRowsTableProps) {
  const { rows, errors, minMonth, maxMonth, onCell, onSalesFocus, onRemove } = props
  const idPrefix = useId()
  const hintId = `${idPrefix}-hint`
  const body = useRef<HTMLTableSectionElement>(null)
  const focusRow = useRef<number | null>(null)

  useEffect(() => {
    if (focusRow.current === null) return
    const index = Math.min(focusRow.current, rows.length - 1)
    focusRow.current = null
    body.current
      ?.querySelector<HTMLInputElement>(`[data-target-row="${index}"] input[type="month"]`)
      ?.focus()
  }, [rows])

  const remove = (index: number) => {
    focusRow.current = index
    onRemove(index)
  }

  return (
    <div>
      <table className="w-full table-fixed text-left text-sm" aria-describedby={hintId}>
        <colgroup>
          <col className="w-[10.5rem]" />
          {TARGET_AMOUNT_FIELDS.map((field) => (
            <col key={field} />
          ))}
          <col className="w-10" />
        </colgroup>
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="pr-2 pb-1.5 font-medium">
              {MONTH_COLUMN_LABEL}
            </th>
            {TARGET_AMOUNT_FIELDS.map((field) => (
              <th key={field} scope="col" className="px-1 pb-1.5 text-right font-medium">
                {TARGET_COLUMN_LABEL[field]}
              </th>
            ))}
            <th scope="col" className="pb-1.5">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map((row, index) => (
            <TargetMonthRowFields
              key={row.key}
              index={index}
              row={row}
              errors={errors}
              minMonth={minMonth}
              maxMonth={maxMonth}
              removable={rows.length > 1}
              idPrefix={idPrefix}
              onCell={(field, raw) => onCell(index, field, raw)}
              onSalesFocus={() => onSalesFocus(index)}
              onRemove={() => remove(index)}
            />
          ))}
        </tbody>
      </table>
      <p id={hintId} className="mt-2 text-xs text-slate-500">
        {TARGET_ROWS_HINT}
      </p>
    </div>
  )
}
