/**
 * The four amounts of a target month as typed (text), and their reading: counts (proposals,
 * visits) are whole numbers, Proposal value and Sales IDR amounts written with thousands commas;
 * all at least 0. A blank cell is 0.
 */
import type { TargetMonthRead } from '../../contract/targets.ts'
import { formatIdr } from '../../domain/money.ts'

export const TARGET_AMOUNT_FIELDS = [
  'no_proposal',
  'sales_visit',
  'proposal_value',
  'sales',
] as const
export type TargetAmountField = (typeof TARGET_AMOUNT_FIELDS)[number]

export type TargetAmountsDraft = Record<TargetAmountField, string>

const COUNTS: ReadonlySet<TargetAmountField> = new Set(['no_proposal', 'sales_visit'])

export const isCountField = (field: TargetAmountField): boolean => COUNTS.has(field)

export function amountsDraftOf(row: Partial<TargetMonthRead> | undefined): TargetAmountsDraft {
  const text = (field: TargetAmountField) => {
    const value = row?.[field] ?? 0
    if (value === 0) return ''
    return isCountField(field) ? String(value) : formatIdr(value)
  }
  return {
    no_proposal: text('no_proposal'),
    sales_visit: text('sales_visit'),
    proposal_value: text('proposal_value'),
    sales: text('sales'),
  }
}

/** The amount typed, or the error to show under the cell. */
export function readAmount(
  field: TargetAmountField,
  typed: string,
): { value: number } | { error: string } {
  const cleaned = typed.replaceAll(',', '').trim()
  if (cleaned === '') return { value: 0 }
  const value = Number(cleaned)
  if (!Number.isFinite(value) || value < 0) return { error: 'Enter an amount of 0 or more' }
  if (isCountField(field) && !Number.isInteger(value)) return { error: 'Enter a whole number' }
  return { value: isCountField(field) ? value : Math.round(value) }
}

/** The four amounts read, or the fields in error with their messages. */
export function readAmounts(
  draft: TargetAmountsDraft,
):
  | { amounts: Pick<TargetMonthRead, TargetAmountField> }
  | { errors: Partial<Record<TargetAmountField, string>> } {
  const amounts = { no_proposal: 0, sales_visit: 0, proposal_value: 0, sales: 0 }
  const errors: Partial<Record<TargetAmountField, string>> = {}
  for (const field of TARGET_AMOUNT_FIELDS) {
    const read = readAmount(field, draft[field])
    if ('error' in read) errors[field] = read.error
    else amounts[field] = read.value
  }
  return Object.keys(errors).length > 0 ? { errors } : { amounts }
}
