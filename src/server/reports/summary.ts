import type { SummaryCard } from '../../contract/reports.ts'
import { monthName, monthShortName } from '../../domain/dates.ts'
import { cardPercent, CHART_TITLES, NO_BASE_NOTE } from '../../domain/reports.ts'
import type { Db } from '../db/db.ts'
import { shiftMonth, type ProviderDate } from './clock.ts'
import { CHART_FIGURES } from './charts.ts'
import {
  actualFigures,
  ALL_ITEMS,
  figuresOf,
  monthSpan,
  monthsPeriod,
  projectedRevenue,
} from './figures.ts'

/** A card comparing `amount` with `base`; a note whose comparison has no base says so. */
function card(title: string, amount: number, base: number, note: string): SummaryCard {
  const { percent, noBase } = cardPercent(amount, base)
  return { title, amount, percent, note: noBase ? `${note} (${NO_BASE_NOTE})` : note }
}

/**
 * The Sales Report's three cards for the month of `today` (M of year Y), all units together:
 * projected revenue of M against M-1, Sales of M against M of Y-1, and Sales of January..M
 * against the same months of Y-1.
 */
export async function readSalesSummary(
  db: Db,
  today: Pick<ProviderDate, 'year' | 'month'>,
): Promise<SummaryCard[]> {
  const { year, month } = today
  const previous = shiftMonth(year, month, -1)
  const projected = await projectedRevenue(
    db,
    'all',
    monthSpan(previous, { year, month }),
    { byMonth: true },
  )
  const projectedOf = (at: { year: number; month: number }) =>
    Number(projected.find((row) => row.year === at.year && row.month === at.month)?.amount ?? 0)
  const thisYear = await actualFigures(db, 'all', monthsPeriod(year, 1, month), {
    byMonth: true,
    salesOnly: true,
  })
  const lastYear = await actualFigures(db, 'all', monthsPeriod(year - 1, 1, month), {
    byMonth: true,
    salesOnly: true,
  })
  const salesOf = (rows: typeof thisYear, inYear: number, inMonth: number) =>
    figuresOf(rows, ALL_ITEMS, inYear, inMonth).sales
  const toDate = (rows: typeof thisYear, inYear: number) =>
    Array.from({ length: month }, (_, index) => salesOf(rows, inYear, index + 1)).reduce(
      (sum, amount) => sum + amount,
      0,
    )
  return [
    card(
      'Projected revenue',
      projectedOf({ year, month }),
      projectedOf(previous),
      `vs ${monthShortName(previous.month)} ${previous.year}`,
    ),
    card(
      `Invoice in ${monthName(month)}`,
      salesOf(thisYear, year, month),
      salesOf(lastYear, year - 1, month),
      `vs ${monthName(month)} ${year - 1}`,
    ),
    card(
      'Invoice',
      toDate(thisYear, year),
      toDate(lastYear, year - 1),
      `Jan - ${monthShortName(month)} ${year}, vs ${year - 1}`,
    ),
  ]
}

/**
 * The individual report's four cards (CHART_TITLES): the user's figures (unit rm) of the month
 * against the month before.
 */
export async function readIndividualSummary(
  db: Db,
  userId: number,
  month: number,
  year: number,
): Promise<SummaryCard[]> {
  const previous = shiftMonth(year, month, -1)
  const rows = await actualFigures(
    db,
    'rm',
    monthSpan(previous, { year, month }),
    { items: [userId], byMonth: true },
  )
  const now = figuresOf(rows, userId, year, month)
  const before = figuresOf(rows, userId, previous.year, previous.month)
  const note = `vs ${monthName(previous.month)} ${previous.year}`
  return CHART_TITLES.map((title, index) => {
    const figure = CHART_FIGURES[index]!
    return card(title, now[figure], before[figure], note)
  })
}
