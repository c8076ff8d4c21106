import { describe, expect, it } from 'vitest'
import { EXPORT_ROUTES } from '../../../src/contract/exports.ts'
import { REPORT_ROUTES } from '../../../src/contract/reports.ts'
import {
  cardTablePath,
  chartPath,
  defaultCardFilter,
  defaultReportView,
  defaultSalesReportCalls,
  exportPath,
  individualTablePath,
} from '../../../src/entities/reports/salesReportViews.ts'

const today = new Date(2026, 10, 27)

describe('the Sales Report views as paths', () => {
  it('starts on tribe 1 from January to the current month', () => {
    const view = defaultReportView(today)
    expect(view).toEqual({ unit: 'tribe', itemId: 1, period: { year: 2026, fromMonth: 1, toMonth: 11 } })
    expect(chartPath(view)).toBe('/Pipeline/report/chart/tribe/1/1/11/2026')
  })

  it('exports All Tribes through the all-tribes call, any other item through its own', () => {
    const view = defaultReportView(today)
    expect(exportPath(view)).toBe('/Pipeline/export/chart/tribe/1/1/11/2026')
    expect(exportPath({ ...view, itemId: 0 })).toBe('/Pipeline/export/all/1/11/2026')
    expect(exportPath({ ...view, unit: 'rm', itemId: 7 })).toBe('/Pipeline/export/chart/rm/7/1/11/2026')
  })

  it('opens each card table on its default filter: a month (B) or January to it (A)', () => {
    expect(cardTablePath('projected', defaultCardFilter('projected', today))).toBe(
      '/Pipeline/report/projected/tribe/11/2026',
    )
    expect(cardTablePath('monthInvoice', defaultCardFilter('monthInvoice', today))).toBe(
      '/Pipeline/report/invoice/tribe/2024/2025/2026/11/11',
    )
    expect(cardTablePath('periodInvoice', defaultCardFilter('periodInvoice', today))).toBe(
      '/Pipeline/report/invoice/tribe/2024/2025/2026/1/11',
    )
  })

  it('sends the Individual Sales Report tribes comma-separated, 0 for all', () => {
    const period = { year: 2026, fromMonth: 2, toMonth: 5 }
    expect(individualTablePath(9, { period, tribeIds: [] })).toBe('/pipeline/team/admin/9/2/5/2026/0')
    expect(individualTablePath(9, { period, tribeIds: [1, 3] })).toBe('/pipeline/team/admin/9/2/5/2026/1,3')
  })

  it('keeps every default view in the briefcase, each read by its own route', () => {
    const calls = defaultSalesReportCalls(9, today)
    expect(calls.map((call) => call.path)).toEqual([
      '/Pipeline/report/summary',
      '/Pipeline/report/chart/tribe/1/1/11/2026',
      '/Pipeline/report/projected/tribe/11/2026',
      '/Pipeline/report/invoice/tribe/2024/2025/2026/11/11',
      '/Pipeline/report/invoice/tribe/2024/2025/2026/1/11',
      '/pipeline/team/admin/9/1/11/2026/0',
      '/Pipeline/export/chart/tribe/1/1/11/2026',
      '/Pipeline/export/all/1/11/2026',
    ])
    expect(calls[0]!.route).toBe(REPORT_ROUTES.summary)
    expect(calls[7]!.route).toBe(EXPORT_ROUTES.allTribes)
  })
})
