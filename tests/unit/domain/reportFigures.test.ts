import { describe, expect, it } from 'vitest'
import {
  achievementPercent,
  averageAchievement,
  cardPercent,
  percentChange,
} from '../../../src/domain/reports.ts'
import { reportPeriodText } from '../../../src/domain/reportPeriod.ts'

describe('achievement = trunc(actual / target x 100), 0 when there is no target', () => {
  it.each([
    [1, 2, 50],
    [2, 1, 200],
    [1, 3, 33],
    [2, 3, 66],
    [0, 5, 0],
    [12_000_000, 50_000_000, 24],
    [50_000_001, 60_000_000, 83],
    [90_000_001, 40_000_000, 225],
    // Whole arithmetic: floating point gives 114.99999999999999 and 28.999999999999996.
    [115_000_000, 100_000_000, 115],
    [29, 100, 29],
    [7, 0, 0],
    [0, 0, 0],
    [5, -10, 0],
    [Number.NaN, 10, 0],
    [10, Number.POSITIVE_INFINITY, 0],
    [1.5, 2, 75],
  ])('%d of %d is %d %%', (actual, target, expected) => {
    expect(achievementPercent(actual, target)).toBe(expected)
  })
})

describe('the average achievement (aveAch) is truncated', () => {
  it.each([
    [[50, 60, 25, 0], 33],
    [[200, 225, 100, 83], 152],
    [[0, 0, 0, 0], 0],
    [[1, 0, 0, 0], 0],
    [[], 0],
  ])('%j averages %d', (achievements, expected) => {
    expect(averageAchievement(achievements)).toBe(expected)
  })
})

describe("a summary card's percent is a number", () => {
  it.each([
    [22_000_000, 70_000_000, { percent: -68, noBase: false }],
    [70_000_001, 7_000_000, { percent: 900, noBase: false }],
    [1, 1, { percent: 0, noBase: false }],
    // '=': both zero.
    [0, 0, { percent: 0, noBase: false }],
    // Blank: no base to compare with.
    [70_000_000, 0, { percent: 0, noBase: true }],
  ])('%d against %d', (current, previous, expected) => {
    expect(cardPercent(current, previous)).toEqual(expected)
  })

  it('percent change is exact on whole amounts', () => {
    expect(percentChange(129, 100)).toBe(29)
    expect(percentChange(71, 100)).toBe(-29)
    expect(percentChange(115_000_000, 100_000_000)).toBe(15)
  })
})

describe('an export period is written with short month names', () => {
  it.each([
    [1, 11, 2026, 'Jan - Nov 2026'],
    [3, 3, 2019, 'Mar 2019'],
    [1, 12, 2020, 'Jan - Dec 2020'],
  ])('%d to %d of %d is %s', (from, to, year, text) => {
    expect(reportPeriodText({ fromMonth: from, toMonth: to, year })).toBe(text)
  })
})
