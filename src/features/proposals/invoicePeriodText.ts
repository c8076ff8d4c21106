/** How an invoice period reads: its month ('Dec 2026'); the form's month input holds 'YYYY-MM'. */
import { periodText as monthOfPeriod } from '../../domain/dates.ts'

export function periodText(invoiceDate: string): string {
  return monthOfPeriod(invoiceDate) ?? invoiceDate
}

/** '2026-12-15' -> '2026-12'. */
export const periodMonth = (invoiceDate: string): string => invoiceDate.slice(0, 7)

/** The month input's 'YYYY-MM' as an invoice date, keeping the day when the month is unchanged. */
export function invoiceDateOf(month: string, previous: string): string {
  if (month === '') return ''
  return periodMonth(previous) === month ? previous : `${month}-01`
}
