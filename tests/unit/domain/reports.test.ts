import { describe, expect, it } from 'vitest'
import {
  ALL_TRIBES_LABEL,
  AMOUNT_COLUMN_WIDTH,
  CHART_TITLES,
  DEFAULT_REPORT_UNIT,
  DEFAULT_TRIBE_ID,
  PERCENT_BLANK,
  PERCENT_SAME,
  REPORT_UNITS,
  WIDE_AMOUNT_COLUMN_WIDTH,
  amountColumnWidth,
  formatPercentChange,
  percentChange,
  reportRow,
  reportTotals,
  salesFiguresTotal,
} from '../../../src/domain/reports.ts'

describe('percent change = (current - previous) / previous x 100, truncated', () => {
  it.each([
    [150, 100, 50],
    [100, 100, 0],
    [50, 100, -50],
    [0, 100, -100],
    [200, 100, 100],
    [1, 3, -66],
    [2, 3, -33],
    [4, 3, 33],
    [5, 3, 66],
    [1999, 1000, 99],
    [999, 1000, 0],
    [1001, 1000, 0],
    [-50, 100, -150],
    [100, -100, -200],
    [0, 0, PERCENT_SAME],
    [100, 0, PERCENT_BLANK],
    [-100, 0, PERCENT_BLANK],
  ])('%d against %d is %j', (current, previous, change) => {
    expect(percentChange(current, previous)).toBe(change)
  })

  it('never answers -0', () => {
    expect(Object.is(percentChange(999, 1000), 0)).toBe(true)
  })

  it('uses "=" and blank as the spec writes them', () => {
    expect(PERCENT_SAME).toBe('=')
    expect(PERCENT_BLANK).toBe('')
  })

  it.each([
    [12, '12%'],
    [-3, '-3%'],
    [0, '0%'],
    ['=', '='],
    ['', ''],
  ] as const)('%j is shown %j', (change, text) => {
    expect(formatPercentChange(change)).toBe(text)
  })
})

describe('report amount column width', () => {
  it.each([
    [[], 130],
    [[0], 130],
    [[1234567], 130],
    [[99999999999999], 130],
    [[100000000000000], 150],
    [[5, 100000000000000, 3], 150],
    [[-99999999999999.9], 130],
  ])('longest of %j gives %i', (amounts, width) => {
    expect(amountColumnWidth(amounts)).toBe(width)
  })

  it('is 130 or 150', () => {
    expect([AMOUNT_COLUMN_WIDTH, WIDE_AMOUNT_COLUMN_WIDTH]).toEqual([130, 150])
  })
})

describe('report table rows and totals', () => {
  const items = [
    { text: 'Retail', amount1: 100, amount2: 150, amount3: 75 },
    { text: 'Corporate', amount1: 0, amount2: 0, amount3: 10 },
    { text: 'Public', amount1: 0, amount2: 50, amount3: 50 },
  ]

  it.each([
    [0, 50, -50],
    [1, PERCENT_SAME, PERCENT_BLANK],
    [2, PERCENT_BLANK, 0],
  ])('row %i gets percents %j and %j', (index, percent1, percent2) => {
    const row = reportRow(items[index]!)
    expect(row.percent1).toBe(percent1)
    expect(row.percent2).toBe(percent2)
    expect(row.text).toBe(items[index]!.text)
  })

  it('totals each amount column and compares the totals', () => {
    expect(reportTotals(items)).toEqual({
      total1: 100,
      total2: 200,
      total3: 135,
      total_percent1: 100,
      total_percent2: -32,
    })
  })

  it('totals an empty table as zeros with "="', () => {
    expect(reportTotals([])).toEqual({
      total1: 0,
      total2: 0,
      total3: 0,
      total_percent1: '=',
      total_percent2: '=',
    })
  })

  it('sums team and individual report figures for the Total row', () => {
    expect(
      salesFiguresTotal([
        { nProposals: 2, visits: 5, proposalValue: 1000000, sales: 500000 },
        { nProposals: 1, visits: 0, proposalValue: 2500000, sales: Number.NaN },
      ]),
    ).toEqual({ nProposals: 3, visits: 5, proposalValue: 3500000, sales: 500000 })
    expect(salesFiguresTotal([])).toEqual({ nProposals: 0, visits: 0, proposalValue: 0, sales: 0 })
  })
})

describe('report constants', () => {
  it('defaults to unit Tribe and tribe id 1', () => {
    expect(DEFAULT_REPORT_UNIT).toBe('tribe')
    expect(DEFAULT_TRIBE_ID).toBe(1)
    expect(ALL_TRIBES_LABEL).toBe('All Tribes')
  })

  it('offers the units tribe, rm, branch, segment', () => {
    expect(REPORT_UNITS.map((unit) => unit.unit)).toEqual(['tribe', 'rm', 'branch', 'segment'])
  })

  it('draws four charts', () => {
    expect(CHART_TITLES).toEqual(['No. Proposals', 'Sales visit', 'Proposal value', 'Sales'])
  })
})
