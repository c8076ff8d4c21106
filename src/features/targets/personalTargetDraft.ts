/** The personal target screen's draft: twelve months of typed amounts, and their reading. */
import type { TargetMonthRead } from '../../contract/targets.ts'
import { MONTHS_IN_TARGET } from '../../domain/targets.ts'
import type { TargetRow } from '../../entities/targets/targetRows.ts'
import {
  amountsDraftOf,
  readAmounts,
  type TargetAmountField,
  type TargetAmountsDraft,
} from './targetAmountDraft.ts'

/** Errors by cell (cellKey). */
export type CellErrors = ReadonlyMap<string, string>

export const cellKey = (month: number, field: TargetAmountField): string => `${month}:${field}`

const MONTHS = Array.from({ length: MONTHS_IN_TARGET }, (_, index) => index + 1)

/** January to December from the stored months (0 where the target holds none). */
export function yearDraftOf(row: TargetRow | undefined): TargetAmountsDraft[] {
  return MONTHS.map((month) => amountsDraftOf(row?.items.find((item) => item.month === month)))
}

/** The twelve months as the save sends them, or each cell's error. */
export function readYearDraft(
  months: readonly TargetAmountsDraft[],
  year: number,
): { items: TargetMonthRead[] } | { errors: Map<string, string> } {
  const items: TargetMonthRead[] = []
  const errors = new Map<string, string>()
  months.forEach((draft, index) => {
    const month = index + 1
    const read = readAmounts(draft)
    if ('errors' in read) {
      for (const [field, error] of Object.entries(read.errors)) {
        errors.set(cellKey(month, field as TargetAmountField), error)
      }
    } else items.push({ month, year, ...read.amounts })
  })
  return errors.size > 0 ? { errors } : { items }
}
