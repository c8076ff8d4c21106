import type { ReportTable, ReportUnit } from '../../contract/reports.ts'
import { monthShortName } from '../../domain/dates.ts'
import type { Db } from '../db/db.ts'
import { shiftMonth } from './clock.ts'
import {
  actualFigures,
  figuresOf,
  monthSpan,
  monthsPeriod,
  projectedRevenue,
  type FigureRow,
} from './figures.ts'
import { unitItems } from './units.ts'

/**
 * The invoice comparison: every item of the unit, by name, with its Sales over months
 * fromMonth..toMonth of each of the three years.
 */
export async function readInvoiceComparison(
  db: Db,
  unit: ReportUnit,
  years: readonly [number, number, number],
  fromMonth: number,
  toMonth: number,
): Promise<ReportTable> {
  const items = await unitItems(db, unit)
  const sales: FigureRow[][] = []
  for (const year of years) {
    sales.push(
      await actualFigures(db, unit, monthsPeriod(year, fromMonth, toMonth), {
        items: items.map((item) => item.id),
        salesOnly: true,
      }),
    )
  }
  return {
    header: { headers: [String(years[0]), String(years[1]), String(years[2])] },
    items: items.map((item) => ({
      text: item.name,
      amount1: figuresOf(sales[0]!, item.id).sales,
      amount2: figuresOf(sales[1]!, item.id).sales,
      amount3: figuresOf(sales[2]!, item.id).sales,
    })),
  }
}

/** A month as the projected table's headers write it: 'Oct 2026'. */
export const shortMonthTitle = (year: number, month: number): string =>
  `${monthShortName(month)} ${year}`

/**
 * Projected revenue: every item of the unit, by name, with its projected revenue of the month
 * before, the month and the month after.
 */
export async function readProjectedTable(
  db: Db,
  unit: ReportUnit,
  month: number,
  year: number,
): Promise<ReportTable> {
  const months = [-1, 0, 1].map((offset) => shiftMonth(year, month, offset))
  const first = months[0]!
  const last = months[2]!
  const items = await unitItems(db, unit)
  const rows = await projectedRevenue(db, unit, monthSpan(first, last), {
    items: items.map((item) => item.id),
    byMonth: true,
  })
  const amount = (item: number, at: { year: number; month: number }) =>
    Number(
      rows.find((row) => row.item === item && row.year === at.year && row.month === at.month)
        ?.amount ?? 0,
    )
  return {
    header: {
      headers: [
        shortMonthTitle(first.year, first.month),
        shortMonthTitle(year, month),
        shortMonthTitle(last.year, last.month),
      ],
    },
    items: items.map((item) => ({
      text: item.name,
      amount1: amount(item.id, months[0]!),
      amount2: amount(item.id, months[1]!),
      amount3: amount(item.id, months[2]!),
    })),
  }
}
