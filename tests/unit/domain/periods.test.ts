import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FILTER_PERIOD,
  defaultIndividualReportRange,
  defaultMonthPeriod,
  defaultPeriodBounds,
  isYearInPickerRange,
  periodPickerYearRange,
  periodPickerYears,
} from '../../../src/domain/periods.ts'

describe('period pickers span 10 years back and forward', () => {
  it.each([
    [2024, 2014, 2034],
    [2000, 1990, 2010],
  ])('in %i: %i to %i', (current, minYear, maxYear) => {
    expect(periodPickerYearRange(current)).toEqual({ minYear, maxYear })
    const years = periodPickerYears(current)
    expect(years).toHaveLength(21)
    expect(years[0]).toBe(minYear)
    expect(years[20]).toBe(maxYear)
    expect(years).toContain(current)
  })

  it.each([
    [2013, false],
    [2014, true],
    [2024, true],
    [2034, true],
    [2035, false],
  ])('in 2024, year %i is selectable: %s', (year, inRange) => {
    expect(isYearInPickerRange(year, 2024)).toBe(inRange)
  })
})

describe('default period: January to the current month of the current year', () => {
  it.each([
    [new Date(2024, 0, 15), 2024, 1, '202401', '202401'],
    [new Date(2024, 6, 31, 23, 59), 2024, 7, '202401', '202407'],
    [new Date(2025, 11, 1), 2025, 12, '202501', '202512'],
  ])('on %s', (today, year, toMonth, from, to) => {
    expect(defaultMonthPeriod(today)).toEqual({ year, fromMonth: 1, toMonth })
    expect(defaultPeriodBounds(today)).toEqual({ fromMonth: from, toMonth: to })
  })

  it('the pipeline filters start on all periods', () => {
    expect(DEFAULT_FILTER_PERIOD).toEqual({ fromMonth: 0, toMonth: 0 })
  })
})

describe('individual report default: start of the current year to today', () => {
  it.each([
    [new Date(2024, 6, 31, 15, 45), new Date(2024, 0, 1), new Date(2024, 6, 31)],
    [new Date(2024, 0, 1, 0, 0), new Date(2024, 0, 1), new Date(2024, 0, 1)],
    [new Date(2023, 11, 31, 23, 59), new Date(2023, 0, 1), new Date(2023, 11, 31)],
  ])('on %s', (today, from, to) => {
    expect(defaultIndividualReportRange(today)).toEqual({ from, to })
  })
})
