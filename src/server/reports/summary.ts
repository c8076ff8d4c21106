import type { SummaryCard } from '../../contract/reports.ts'
import { monthName, monthShortName } from '../../domain/dates.ts'
import { cardPercent, CHART_TITLES, NO_BASE_NOTE } from '../../domain/reports.ts'
import type { Db } from '../db/db.ts'
import { shiftMonth, type ProviderDate } from './clock.ts'
import { CHART_FIGURES } from './charts.ts'
import {
  actualFigures,
  ALL_ITEMS,
  datesPeriod,
  figuresOf,
  monthSpan,
  monthsPeriod,
  projectedRevenue,
  type Period,
} from './figures.ts'

/** A day of the calendar, as far as the summaries need it. */
type Day = Pick<ProviderDate, 'year' | 'month' | 'day'>

const pad2 = (value: number): string => String(value).padStart(2, '0')
const daysIn = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * Days 1..`day` of a month (`day` clamped to the month's length: 1-31 March against February is
 * 1-28 February), as a period and as the note writes it ('1–4 November 2026').
 */
function firstDays(year: number, month: number, day: number): { period: Period; text: string; last: number } {
  const last = Math.min(day, daysIn(year, month))
  const first = `${String(year).padStart(4, '0')}-${pad2(month)}`
  return {
    period: datesPeriod(`${first}-01`, `${first}-${pad2(last)}`),
    text: `1–${last} ${monthName(month)} ${year}`,
    last,
  }
}

/**
 * Whether month/year is the running month of `today` and not yet over: its figures are then of
 * days 1..today only, and a comparison takes the same days of its base.
 */
const isRunning = (today: Day, year: number, month: number): boolean =>
  today.year === year && today.month === month && today.day < daysIn(year, month)

/** A card comparing `amount` with `base`; a note whose comparison has no base says so. */
function card(title: string, amount: number, base: number, note: string): SummaryCard {
  const { percent, noBase } = cardPercent(amount, base)
  return { title, amount, percent, note: noBase ? `${note} (${NO_BASE_NOTE})` : note }
}

/**
 * The Sales Report's three cards for the month of `today` (M of year Y), all units together:
 * projected revenue of M against M-1 (whole months: a projection covers the month to come),
 * Sales of M against M of Y-1, and Sales of January..M against the same months of Y-1. While M
 * is running, the two Sales cards count its days so far and compare them with the same days of
 * Y-1 (not with whole months, which early in a month always looked like a fall); their notes say
 * which days.
 */
export async function readSalesSummary(db: Db, today: Day): Promise<SummaryCard[]> {
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
  const salesIn = async (period: Period) =>
    figuresOf(await actualFigures(db, 'all', period, { salesOnly: true }), ALL_ITEMS).sales
  const running = isRunning(today, year, month)
  const monthNow = running ? firstDays(year, month, today.day) : null
  const monthBefore = running ? firstDays(year - 1, month, today.day) : null
  const yearStart = (inYear: number) => `${String(inYear).padStart(4, '0')}-01-01`
  const toDate = (inYear: number, days: ReturnType<typeof firstDays> | null): Period =>
    days
      ? { from: yearStart(inYear), until: days.period.until }
      : monthsPeriod(inYear, 1, month)
  return [
    card(
      'Projected revenue',
      projectedOf({ year, month }),
      projectedOf(previous),
      `vs ${monthShortName(previous.month)} ${previous.year}`,
    ),
    card(
      `Invoice in ${monthName(month)}`,
      await salesIn(monthNow?.period ?? monthsPeriod(year, month, month)),
      await salesIn(monthBefore?.period ?? monthsPeriod(year - 1, month, month)),
      `vs ${monthBefore?.text ?? `${monthName(month)} ${year - 1}`}`,
    ),
    card(
      'Invoice',
      await salesIn(toDate(year, monthNow)),
      await salesIn(toDate(year - 1, monthBefore)),
      monthNow && monthBefore
        ? `1 Jan - ${monthNow.last} ${monthShortName(month)} ${year}, vs 1 Jan - ${monthBefore.last} ${monthShortName(month)} ${year - 1}`
        : `Jan - ${monthShortName(month)} ${year}, vs ${year - 1}`,
    ),
  ]
}

/**
 * The individual report's four cards (CHART_TITLES): the user's figures (unit rm) of the month
 * against the month before. While the month is running (`today` in it), its days so far against
 * the same days of the month before (clamped to that month's length), the note saying which days
 * ('vs 1–4 November 2026'): 4 days against a whole month read as a fall on every card.
 */
export async function readIndividualSummary(
  db: Db,
  userId: number,
  month: number,
  year: number,
  today: Day,
): Promise<SummaryCard[]> {
  const previous = shiftMonth(year, month, -1)
  const figuresIn = async (period: Period) =>
    figuresOf(await actualFigures(db, 'rm', period, { items: [userId] }), userId)
  const running = isRunning(today, year, month)
  const before = running ? firstDays(previous.year, previous.month, today.day) : null
  const now = await figuresIn(
    running ? firstDays(year, month, today.day).period : monthsPeriod(year, month, month),
  )
  const base = await figuresIn(
    before?.period ?? monthsPeriod(previous.year, previous.month, previous.month),
  )
  const note = `vs ${before?.text ?? `${monthName(previous.month)} ${previous.year}`}`
  return CHART_TITLES.map((title, index) => {
    const figure = CHART_FIGURES[index]!
    return card(title, now[figure], base[figure], note)
  })
}
