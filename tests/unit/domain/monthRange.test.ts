import { describe, expect, it } from 'vitest'
import {
  ALL_MONTHS,
  inRange,
  monthText,
  periodText,
  pickMonth,
} from '../../../src/domain/monthRange.ts'

describe('the month-range picker', () => {
  it("reads 'All Period' while no month is picked", () => {
    expect(periodText(ALL_MONTHS)).toBe('All Period')
  })

  it('writes months as MMM YYYY and ranges with a dash', () => {
    expect(monthText(202401)).toBe('Jan 2024')
    expect(monthText(0)).toBe('')
    expect(periodText({ from: 202401, to: 202403 })).toBe('Jan 2024 - Mar 2024')
    expect(periodText({ from: 202405, to: 202405 })).toBe('May 2024')
    expect(periodText({ from: 202405, to: 0 })).toBe('From May 2024')
    expect(periodText({ from: 0, to: 202405 })).toBe('Until May 2024')
  })

  it('starts a range with the first click and closes it with the second, in either order', () => {
    const started = pickMonth(ALL_MONTHS, 202403)
    expect(started).toEqual({ from: 202403, to: 202403 })
    expect(pickMonth(started, 202406)).toEqual({ from: 202403, to: 202406 })
    expect(pickMonth(started, 202312)).toEqual({ from: 202312, to: 202403 })
    expect(pickMonth({ from: 202403, to: 202406 }, 202501)).toEqual({ from: 202501, to: 202501 })
  })

  it('knows which months the range covers', () => {
    const range = { from: 202402, to: 202404 }
    expect([202401, 202402, 202403, 202404, 202405].map((m) => inRange(range, m))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ])
    expect(inRange(ALL_MONTHS, 202401)).toBe(false)
  })
})
