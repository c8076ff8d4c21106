import { describe, expect, it } from 'vitest'
import { EXPORT_ROUTES } from '../../../src/contract/exports.ts'
import { PROPOSAL_ROUTES } from '../../../src/contract/proposals.ts'
import { REPORT_ROUTES } from '../../../src/contract/reports.ts'
import { VISIT_ROUTES } from '../../../src/contract/visits.ts'
import {
  accountChartsPath,
  accountSummaryPath,
  defaultAccountCalls,
  defaultAccountRange,
  defaultSummaryMonth,
  proposalListPath,
  rangeInOrder,
  rangePeriod,
  teamProposalExportPath,
  teamProposalListPath,
  teamTablePath,
  visitExportPath,
  visitListPath,
  yearProposalExportPath,
  yearVisitExportPath,
} from '../../../src/entities/reports/accountViews.ts'

const today = new Date(2026, 10, 27)
const range = defaultAccountRange(today)

describe('the Individual Sales Report views as paths', () => {
  it('starts its tables on the start of the year to today, and its cards on this month', () => {
    expect(range).toEqual({ fromDate: '2026-01-01', toDate: '2026-11-27' })
    expect(defaultSummaryMonth(today)).toEqual({ month: 11, year: 2026 })
  })

  it('writes the summary month with two digits, and the charts of a year', () => {
    expect(accountSummaryPath(9, { month: 11, year: 2026 })).toBe('/Pipeline/ind/summary/9/11/2026')
    expect(accountSummaryPath(9, { month: 3, year: 2025 })).toBe('/Pipeline/ind/summary/9/03/2025')
    expect(accountChartsPath(9, 2026)).toBe('/Pipeline/report/chart/rm/9/2026')
  })

  it('pulls each table whole for its range: page 1 of 500, no search, dates YYYYMMDD', () => {
    expect(visitListPath(9, range)).toBe('/Pipeline/ind/visit/9/20260101/20261127/1/500/*')
    expect(proposalListPath(9, range)).toBe('/Pipeline/ind/proposal/9/20260101/20261127/1/500/*')
    expect(teamProposalListPath(9, range)).toBe(
      '/pipeline/pic/proposal/9/20260101/20261127/1/500/*',
    )
    expect(visitListPath(9, { fromDate: '', toDate: '2026-03-31' })).toBe(
      '/Pipeline/ind/visit/9/0/20260331/1/500/*',
    )
  })

  it('asks only for ranges in order (an open end is in order)', () => {
    expect(rangeInOrder(range)).toBe(true)
    expect(rangeInOrder({ fromDate: '2026-05-02', toDate: '2026-05-01' })).toBe(false)
    expect(rangeInOrder({ fromDate: '2026-05-02', toDate: '' })).toBe(true)
  })

  it('exports a range as months of one year: its end year, from the start month in it', () => {
    expect(rangePeriod(range, today)).toEqual({ year: 2026, fromMonth: 1, toMonth: 11 })
    expect(rangePeriod({ fromDate: '2025-11-03', toDate: '2026-02-10' }, today)).toEqual({
      year: 2026,
      fromMonth: 1,
      toMonth: 2,
    })
    expect(rangePeriod({ fromDate: '2024-03-05', toDate: '' }, today)).toEqual({
      year: 2024,
      fromMonth: 3,
      toMonth: 12,
    })
    expect(rangePeriod({ fromDate: '', toDate: '' }, today)).toEqual({
      year: 2026,
      fromMonth: 1,
      toMonth: 12,
    })
  })

  it('writes the export paths with the search, * for none', () => {
    expect(visitExportPath(9, range, '', today)).toBe('/pipeline/export/visit/9/1/11/2026/*')
    expect(visitExportPath(9, range, ' PT Maju ', today)).toBe(
      '/pipeline/export/visit/9/1/11/2026/PT%20Maju',
    )
    expect(yearVisitExportPath(9, 2026)).toBe('/pipeline/export/visit/9/2026/*')
    expect(yearProposalExportPath(9, 2026, 'bank')).toBe('/pipeline/export/proposal/9/2026/bank')
    expect(teamProposalExportPath(9, range, '', today)).toBe(
      '/pipeline/export/pic/proposal/9/1/11/2026/*',
    )
  })

  it('writes the leader and mentor tables with their tribes comma-separated, 0 for all', () => {
    const period = { year: 2026, fromMonth: 1, toMonth: 11 }
    expect(teamTablePath('leader', 9, { period, tribeIds: [] })).toBe(
      '/pipeline/team/leader/9/1/11/2026/0',
    )
    expect(teamTablePath('mentor', 9, { period, tribeIds: [2, 5] })).toBe(
      '/pipeline/team/mentor/9/1/11/2026/2,5',
    )
  })

  it('keeps every default view in the briefcase, each read by its own route', () => {
    const calls = defaultAccountCalls(9, today)
    expect(calls.map((call) => call.path)).toEqual([
      '/Pipeline/ind/summary/9/11/2026',
      '/Pipeline/report/chart/rm/9/2026',
      '/Pipeline/ind/visit/9/20260101/20261127/1/500/*',
      '/Pipeline/ind/proposal/9/20260101/20261127/1/500/*',
      '/pipeline/team/leader/9/1/11/2026/0',
      '/pipeline/team/mentor/9/1/11/2026/0',
      '/pipeline/export/visit/9/1/11/2026/*',
      '/pipeline/export/visit/9/2026/*',
      '/pipeline/export/proposal/9/2026/*',
      '/pipeline/pic/proposal/9/20260101/20261127/1/500/*',
      '/pipeline/export/pic/proposal/9/1/11/2026/*',
    ])
    expect(calls.map((call) => call.route)).toEqual([
      REPORT_ROUTES.individualSummary,
      REPORT_ROUTES.chartRm,
      VISIT_ROUTES.individualList,
      PROPOSAL_ROUTES.individualList,
      REPORT_ROUTES.teamLeader,
      REPORT_ROUTES.teamMentor,
      EXPORT_ROUTES.visit,
      EXPORT_ROUTES.visitByYear,
      EXPORT_ROUTES.proposalByYear,
      PROPOSAL_ROUTES.picList,
      EXPORT_ROUTES.picProposal,
    ])
    expect(calls.filter((call) => call.teamTable).map((call) => call.teamTable)).toEqual([
      'leader',
      'mentor',
    ])
    expect(calls.filter((call) => call.team).map((call) => call.route)).toEqual([
      PROPOSAL_ROUTES.picList,
      EXPORT_ROUTES.picProposal,
    ])
  })
})
