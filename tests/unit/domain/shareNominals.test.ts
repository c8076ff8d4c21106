import { describe, expect, it } from 'vitest'
import { wholeNominals, withWholeNominals } from '../../../src/domain/shareNominals.ts'

const percents = (...values: number[]) => values.map((percent) => ({ percent, nominal: 0 }))
const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0)

describe('the nominals answered with a list of shares', () => {
  it('are percent / 100 x value when that is whole', () => {
    expect(wholeNominals(percents(60, 40), 250_000_000)).toEqual([150_000_000, 100_000_000])
    expect(wholeNominals(percents(100), 1_234_567)).toEqual([1_234_567])
  })

  it('add up to the value exactly when the percents make 100, however they round', () => {
    expect(wholeNominals(percents(50, 50), 1_000_001)).toEqual([500_001, 500_000])
    // As stored with four decimals: 60 and 3 x 13.3333 make 99.9999, shown as 100.00%.
    const thirds = wholeNominals(percents(60, 13.3333, 13.3333, 13.3333), 100_000_000)
    expect(total(thirds)).toBe(100_000_000)
    // Each takes its percent of the 99.9999: within the percents' fourth decimal of its own.
    expect(Math.abs(thirds[0]! - 60_000_000)).toBeLessThanOrEqual(100)
    for (const nominal of thirds.slice(1))
      expect(Math.abs(nominal - 13_333_333)).toBeLessThanOrEqual(100)
    for (const value of [1, 7, 99, 1_000_003, 987_654_321_987]) {
      expect(total(wholeNominals(percents(33.3333, 33.3333, 33.3334), value)), String(value)).toBe(
        value,
      )
    }
  })

  it('add up to the percents’ share of the value when they make less than 100', () => {
    expect(wholeNominals(percents(30, 20), 1_000_000)).toEqual([300_000, 200_000])
    expect(total(wholeNominals(percents(12.5, 12.5, 12.5), 1_000_001))).toBe(375_000)
  })

  it('keep stored nominals that already add up, each within a rupiah of its share', () => {
    const entered = [
      { percent: 33.3333, nominal: 333_333_333 },
      { percent: 33.3333, nominal: 333_333_334 },
      { percent: 33.3333, nominal: 333_333_333 },
    ]
    expect(wholeNominals(entered, 1_000_000_000)).toEqual([333_333_333, 333_333_334, 333_333_333])
  })

  it('keep nominals entered as amounts whose percents were kept to four decimals', () => {
    const entered = [
      { percent: 60, nominal: 60_000_000 },
      { percent: 13.3333, nominal: 13_333_333 },
      { percent: 13.3333, nominal: 13_333_333 },
      { percent: 13.3333, nominal: 13_333_334 },
    ]
    expect(wholeNominals(entered, 100_000_000)).toEqual([
      60_000_000, 13_333_333, 13_333_333, 13_333_334,
    ])
  })

  it('replace stored nominals that are stale (0, an old proposal value) by the percent’s', () => {
    const stale = [
      { percent: 70, nominal: 0 },
      { percent: 30, nominal: 30_000_000 },
    ]
    expect(wholeNominals(stale, 200_000_000)).toEqual([140_000_000, 60_000_000])
  })

  it('are 0 without a value or without percents, and none for no shares', () => {
    expect(wholeNominals(percents(60, 40), 0)).toEqual([0, 0])
    expect(wholeNominals(percents(0, 0), 5_000)).toEqual([0, 0])
    expect(wholeNominals([{ percent: Number.NaN, nominal: Number.NaN }], 5_000)).toEqual([0])
    expect(wholeNominals([], 5_000)).toEqual([])
  })

  it('replace only the nominal of each share', () => {
    const shares = [
      { id: 4, text: 'Tribe A', percent: 75, nominal: 1, usePercent: false },
      { id: 5, text: 'Tribe B', percent: 25, nominal: 2, usePercent: true },
    ]
    expect(withWholeNominals(shares, 400)).toEqual([
      { id: 4, text: 'Tribe A', percent: 75, nominal: 300, usePercent: false },
      { id: 5, text: 'Tribe B', percent: 25, nominal: 100, usePercent: true },
    ])
  })
})
