import type { Chart } from '../../contract/reports.ts'
import { monthShortName } from '../../domain/dates.ts'
import { achievementPercent, CHART_TITLES, type SalesFigures } from '../../domain/reports.ts'
import type { Db } from '../db/db.ts'
import type { ProviderDate } from './clock.ts'
import {
  actualFigures,
  figuresOf,
  monthsPeriod,
  targetFigures,
  type FigureRow,
  type FigureScope,
} from './figures.ts'

/** The figure of each chart, in CHART_TITLES order. */
export const CHART_FIGURES: readonly (keyof SalesFigures)[] = [
  'nProposals',
  'visits',
  'proposalValue',
  'sales',
]

/**
 * The four charts of an item from its monthly actual and target rows (pure). A month after the
 * month of `today` has not happened: its point has its target but no actual and no achievement
 * (null), so the Actual line stops at the running month instead of falling to 0.
 */
export function chartsOf(
  year: number,
  fromMonth: number,
  toMonth: number,
  item: number,
  actual: readonly FigureRow[],
  target: readonly FigureRow[],
  today: Pick<ProviderDate, 'year' | 'month'>,
): Chart[] {
  const months = Array.from({ length: toMonth - fromMonth + 1 }, (_, index) => fromMonth + index)
  const happened = (month: number) => year * 12 + month <= today.year * 12 + today.month
  return CHART_TITLES.map((title, index) => {
    const figure = CHART_FIGURES[index]!
    return {
      title,
      xaxis: months.map(monthShortName),
      series: months.map((month) => {
        const goal = figuresOf(target, item, year, month)[figure]
        if (!happened(month)) return { month, target: goal, actual: null, achievement: null }
        const done = figuresOf(actual, item, year, month)[figure]
        return { month, target: goal, actual: done, achievement: achievementPercent(done, goal) }
      }),
    }
  })
}

/** The four charts of an item (scope 'all': All Tribes) over months of a year. */
export async function readCharts(
  db: Db,
  scope: FigureScope,
  item: number,
  year: number,
  fromMonth: number,
  toMonth: number,
  today: Pick<ProviderDate, 'year' | 'month'>,
): Promise<Chart[]> {
  const items = scope === 'all' ? null : [item]
  const actual = await actualFigures(db, scope, monthsPeriod(year, fromMonth, toMonth), {
    items,
    byMonth: true,
  })
  const target = await targetFigures(db, scope, year, fromMonth, toMonth, { items, byMonth: true })
  return chartsOf(year, fromMonth, toMonth, item, actual, target, today)
}
