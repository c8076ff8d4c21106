/**
 * Sales report maths (sales-activity-spec sections 2, 3 and 9; api-notes.md: "the client computes
 * totals and percentages").
 */
import { digitCount } from './money.ts'

/** Shown when both amounts are zero. */
export const PERCENT_SAME = '='
/** Shown when the base is zero and the other amount is not. */
export const PERCENT_BLANK = ''

export type PercentChange = number | typeof PERCENT_SAME | typeof PERCENT_BLANK

const finite = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0

/** (current - previous) / previous x 100, truncated to an integer; '=' when both are zero; blank when only the base is zero. */
export function percentChange(current: number, previous: number): PercentChange {
  const now = finite(current)
  const base = finite(previous)
  if (base === 0) return now === 0 ? PERCENT_SAME : PERCENT_BLANK
  const change = Math.trunc(((now - base) / base) * 100)
  return change === 0 ? 0 : change
}

/** A percent as a table shows it: '12%', '-3%', '=' or blank. */
export function formatPercentChange(change: PercentChange): string {
  return typeof change === 'number' ? `${change}%` : change
}

export const AMOUNT_COLUMN_WIDTH = 130
export const WIDE_AMOUNT_COLUMN_WIDTH = 150
export const AMOUNT_COLUMN_MAX_DIGITS = 14

/** 130 when the longest figure has up to 14 digits, else 150. */
export function amountColumnWidth(amounts: readonly number[]): number {
  const longest = amounts.reduce((max, amount) => Math.max(max, digitCount(amount)), 0)
  return longest <= AMOUNT_COLUMN_MAX_DIGITS ? AMOUNT_COLUMN_WIDTH : WIDE_AMOUNT_COLUMN_WIDTH
}

/** A report table row as answered: three amounts under `header.headers` (e.g. year-2, year-1, year). */
export interface ReportItem {
  text: string
  amount1: number
  amount2: number
  amount3: number
}

/** percent1 compares amount2 with amount1, percent2 amount3 with amount2. */
export interface ReportRow extends ReportItem {
  percent1: PercentChange
  percent2: PercentChange
}

export interface ReportTotals {
  total1: number
  total2: number
  total3: number
  total_percent1: PercentChange
  total_percent2: PercentChange
}

export function reportRow(item: ReportItem): ReportRow {
  return {
    ...item,
    percent1: percentChange(item.amount2, item.amount1),
    percent2: percentChange(item.amount3, item.amount2),
  }
}

export function reportTotals(items: readonly ReportItem[]): ReportTotals {
  const total1 = items.reduce((sum, item) => sum + finite(item.amount1), 0)
  const total2 = items.reduce((sum, item) => sum + finite(item.amount2), 0)
  const total3 = items.reduce((sum, item) => sum + finite(item.amount3), 0)
  return {
    total1,
    total2,
    total3,
    total_percent1: percentChange(total2, total1),
    total_percent2: percentChange(total3, total2),
  }
}

/** The four figures of team and individual report rows, totalled on the client (the Total row). */
export interface SalesFigures {
  nProposals: number
  visits: number
  proposalValue: number
  sales: number
}

export function salesFiguresTotal(rows: readonly SalesFigures[]): SalesFigures {
  return rows.reduce<SalesFigures>(
    (total, row) => ({
      nProposals: total.nProposals + finite(row.nProposals),
      visits: total.visits + finite(row.visits),
      proposalValue: total.proposalValue + finite(row.proposalValue),
      sales: total.sales + finite(row.sales),
    }),
    { nProposals: 0, visits: 0, proposalValue: 0, sales: 0 },
  )
}

/** Report units, as the paths name them, and their selector labels. Default unit: Tribe. */
export const REPORT_UNITS = [
  { unit: 'tribe', label: 'Tribe' },
  { unit: 'rm', label: 'Relationship manager' },
  { unit: 'branch', label: 'Branch' },
  { unit: 'segment', label: 'Segment' },
] as const
export type ReportUnit = (typeof REPORT_UNITS)[number]['unit']
export const DEFAULT_REPORT_UNIT: ReportUnit = 'tribe'

/** Default tribe id (core-spec section 9; the report's item selector starts on it). */
export const DEFAULT_TRIBE_ID = 1
/** The extra item of the Tribe selector; its report path uses 'all'. */
export const ALL_TRIBES_LABEL = 'All Tribes'

/** The four area charts, in order. */
export const CHART_TITLES = ['No. Proposals', 'Sales visit', 'Proposal value', 'Sales'] as const
