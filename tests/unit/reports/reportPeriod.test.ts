import { describe, expect, it } from 'vitest'
import {
  periodToRange,
  rangeToPeriod,
  reportPeriodText,
} from '../../../src/domain/reportPeriod.ts'

const fallback = { year: 2026, fromMonth: 1, toMonth: 11 }

describe('a report period: months of one year', () => {
  it('round-trips through the month-range picker', () => {
    const period = { year: 2025, fromMonth: 3, toMonth: 8 }
    expect(periodToRange(period)).toEqual({ from: 202503, to: 202508 })
    expect(rangeToPeriod(periodToRange(period), fallback)).toEqual(period)
  })

  it('keeps the last year of a range over several years, from January', () => {
    expect(rangeToPeriod({ from: 202410, to: 202603 }, fallback)).toEqual({
      year: 2026,
      fromMonth: 1,
      toMonth: 3,
    })
  })

  it('goes back to the default when the range is cleared or open at one end', () => {
    expect(rangeToPeriod({ from: 0, to: 0 }, fallback)).toBe(fallback)
    expect(rangeToPeriod({ from: 202601, to: 0 }, fallback)).toBe(fallback)
  })

  it('is written as months and year', () => {
    expect(reportPeriodText(fallback)).toBe('Jan - Nov 2026')
    expect(reportPeriodText({ year: 2026, fromMonth: 4, toMonth: 4 })).toBe('Apr 2026')
  })
})
