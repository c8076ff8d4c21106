import type { TargetMonth, TargetPayload } from '../../contract/targets.ts'
import { badRequest } from '../http/errors.ts'

/** A payload's `year`, when sent, is the year of every row: 400 otherwise. */
function assertRowsOfYear(input: TargetPayload): void {
  if (input.year === undefined) return
  if (input.items.some((row) => row.year !== input.year)) {
    throw badRequest(`items must all be of year ${input.year}`)
  }
}

/** A save's rows by year, years in order: each year is its own target. */
export function rowsByYear(input: TargetPayload): Map<number, TargetMonth[]> {
  assertRowsOfYear(input)
  const years = new Map<number, TargetMonth[]>()
  for (const row of [...input.items].sort((a, b) => a.year - b.year || a.month - b.month)) {
    years.set(row.year, [...(years.get(row.year) ?? []), row])
  }
  return years
}

/** The one year an Approve or Reject acts on: `year`, else the rows' one year; 400 otherwise. */
export function decisionYear(input: TargetPayload): number {
  assertRowsOfYear(input)
  if (input.year !== undefined) return input.year
  const years = [...new Set(input.items.map((row) => row.year))]
  if (years.length === 1) return years[0]!
  throw badRequest(
    years.length === 0
      ? 'year is required to approve or reject without items'
      : 'Approve and Reject act on the target of one year: send the items of one year',
  )
}
