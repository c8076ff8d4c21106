/**
 * What the Sales Report shows, as the paths of its calls: the summary cards, the chosen card's
 * table, the four charts of a unit item over months, the Individual Sales Report table and the
 * export data. The defaults are what the briefcase keeps, so the report opens offline.
 */
import { EXPORT_ROUTES } from '../../contract/exports.ts'
import {
  chartValues,
  invoiceComparisonValues,
  REPORT_ROUTES,
  teamReportValues,
  type ReportPeriod,
} from '../../contract/reports.ts'
import { pathOf, type Route } from '../../contract/route.ts'
import { DEFAULT_REPORT_UNIT, DEFAULT_TRIBE_ID, type ReportUnit } from '../../domain/reports.ts'
import { defaultMonthPeriod } from '../../domain/periods.ts'
import {
  monthKey,
  monthsOfPeriod,
  monthsOfYear,
  shiftMonthKey,
  type AnswerReads,
  type MonthSpan,
} from './reportStaleness.ts'

/** The unit item the charts and the export show: a tribe (0: All Tribes), RM, branch or segment. */
export interface ReportView {
  unit: ReportUnit
  itemId: number
  period: ReportPeriod
}

export const defaultReportView = (today: Date): ReportView => ({
  unit: DEFAULT_REPORT_UNIT,
  itemId: DEFAULT_TRIBE_ID,
  period: defaultMonthPeriod(today),
})

export const summaryPath = (): string => pathOf(REPORT_ROUTES.summary, {})

export const chartPath = ({ unit, itemId, period }: ReportView): string =>
  pathOf(REPORT_ROUTES.chart, chartValues({ unit, id: itemId, ...period }))

/** The export of the view: all tribes' workbook for All Tribes, else the item's own. */
export function exportPath(view: ReportView): string {
  if (view.unit === 'tribe' && view.itemId === 0) {
    return pathOf(EXPORT_ROUTES.allTribes, view.period)
  }
  return pathOf(EXPORT_ROUTES.chart, chartValues({ unit: view.unit, id: view.itemId, ...view.period }))
}

export const isAllTribes = (view: Pick<ReportView, 'unit' | 'itemId'>): boolean =>
  view.unit === 'tribe' && view.itemId === 0

/**
 * The three summary cards, in the summary's order, and the table each one's Detail opens:
 * projected revenue of a month and the invoices of a month (report filter B: unit, month, year),
 * and the invoices of a period compared with the two years before (report filter A).
 */
export const SUMMARY_CARD_KINDS = ['projected', 'monthInvoice', 'periodInvoice'] as const
export type SummaryCardKind = (typeof SUMMARY_CARD_KINDS)[number]

/** The filter of a card's table; filter B tables use `period.toMonth` as their month. */
export interface CardTableFilter {
  unit: ReportUnit
  period: ReportPeriod
}

export const usesMonthFilter = (kind: SummaryCardKind): boolean => kind !== 'periodInvoice'

/** A card's table starts on the current month (filter B) or January to it (filter A). */
export function defaultCardFilter(kind: SummaryCardKind, today: Date): CardTableFilter {
  const period = defaultMonthPeriod(today)
  return {
    unit: DEFAULT_REPORT_UNIT,
    period: usesMonthFilter(kind) ? { ...period, fromMonth: period.toMonth } : period,
  }
}

export function cardTablePath(kind: SummaryCardKind, { unit, period }: CardTableFilter): string {
  if (kind === 'projected') {
    return pathOf(REPORT_ROUTES.projected, { unit, month: period.toMonth, year: period.year })
  }
  const months = kind === 'monthInvoice' ? { ...period, fromMonth: period.toMonth } : period
  return pathOf(REPORT_ROUTES.invoiceComparison, invoiceComparisonValues(unit, months))
}

/** The Individual Sales Report table's filter: a period and tribes (none: all). */
export interface IndividualTableFilter {
  period: ReportPeriod
  tribeIds: readonly number[]
}

export const defaultIndividualTableFilter = (today: Date): IndividualTableFilter => ({
  period: defaultMonthPeriod(today),
  tribeIds: [],
})

export const individualTablePath = (userId: number, filter: IndividualTableFilter): string =>
  pathOf(REPORT_ROUTES.teamAdmin, teamReportValues({ userId, ...filter.period, tribeIds: filter.tribeIds }))

/** Every path of the Sales Report's default views, with the route that reads its answer. */
export interface AnswerCall {
  route: Route<unknown, unknown, unknown, unknown>
  path: string
  /** What it shows, so that the change feed's marks tell when it went stale. */
  reads: AnswerReads
}

/**
 * The summary's months: January of last year to this month, and the next (its path names no
 * month: the provider's today may already be in the next one).
 */
function summaryMonths(today: Date): MonthSpan {
  const year = today.getFullYear()
  return { from: monthKey(year - 1, 1), to: shiftMonthKey(monthKey(year, today.getMonth() + 1), 1) }
}

/** A card's table's months: filter B tables a month and its neighbours, filter A three years. */
function cardTableMonths(kind: SummaryCardKind, { period }: CardTableFilter): MonthSpan[] {
  if (kind === 'projected') {
    const month = monthKey(period.year, period.toMonth)
    return [{ from: shiftMonthKey(month, -1), to: shiftMonthKey(month, 1) }]
  }
  const fromMonth = kind === 'monthInvoice' ? period.toMonth : period.fromMonth
  return [2, 1, 0].map((back) => monthsOfYear(period.year - back, fromMonth, period.toMonth))
}

export function defaultSalesReportCalls(userId: number, today: Date): AnswerCall[] {
  const view = defaultReportView(today)
  const viewMonths = [monthsOfPeriod(view.period)]
  const individualFilter = defaultIndividualTableFilter(today)
  return [
    { route: REPORT_ROUTES.summary, path: summaryPath(), reads: { months: [summaryMonths(today)] } },
    {
      route: REPORT_ROUTES.chart,
      path: chartPath(view),
      reads: { months: viewMonths, targets: view.unit === 'rm' ? 'people' : 'units' },
    },
    ...SUMMARY_CARD_KINDS.map((kind) => {
      const filter = defaultCardFilter(kind, today)
      return {
        route: kind === 'projected' ? REPORT_ROUTES.projected : REPORT_ROUTES.invoiceComparison,
        path: cardTablePath(kind, filter),
        reads: { months: cardTableMonths(kind, filter) },
      }
    }),
    {
      route: REPORT_ROUTES.teamAdmin,
      path: individualTablePath(userId, individualFilter),
      // Each RM's personal target's status.
      reads: { months: [monthsOfPeriod(individualFilter.period)], targets: 'people' },
    },
    {
      route: EXPORT_ROUTES.chart,
      path: exportPath(view),
      // Its Proposal and Sales Call sheets name each row's deal and company.
      reads: { months: viewMonths, texts: 'both' },
    },
    {
      // The achievement sheets: every tribe and every RM, actual against target.
      route: EXPORT_ROUTES.allTribes,
      path: exportPath({ ...view, itemId: 0 }),
      reads: { months: viewMonths, targets: 'both' },
    },
  ]
}
