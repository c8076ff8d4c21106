import { describe, expect, it } from 'vitest'
import {
  CHART_SERIES_TONE,
  achievementColour,
  ageColour,
  percentIndicator,
  probabilityColour,
  targetStatusColour,
} from '../../../src/domain/colours.ts'
import { targetStatusOf } from '../../../src/domain/targets.ts'

describe('card age colour: up to 30 days green, 30 to 90 amber, above 90 red', () => {
  it.each([
    [0, 'green'],
    [1, 'green'],
    [29, 'green'],
    [30, 'green'],
    [31, 'amber'],
    [60, 'amber'],
    [89, 'amber'],
    [90, 'amber'],
    [91, 'red'],
    [365, 'red'],
    [-3, 'green'],
  ] as const)('%i days is %s', (age, colour) => {
    expect(ageColour(age)).toBe(colour)
  })
})

describe('probability colour: 10 to 30 red, 40 to 60 amber, above 60 green', () => {
  it.each([
    [10, 'red'],
    [20, 'red'],
    [30, 'red'],
    [40, 'amber'],
    [50, 'amber'],
    [60, 'amber'],
    [70, 'green'],
    [80, 'green'],
    [90, 'green'],
    [100, 'green'],
    [35, 'amber'],
    [65, 'green'],
  ] as const)('%i is %s', (probability, colour) => {
    expect(probabilityColour(probability)).toBe(colour)
  })
})

describe('chart achievement colour: below 50 red, below 70 yellow, else green', () => {
  it.each([
    [0, 'red'],
    [49, 'red'],
    [49.99, 'red'],
    [50, 'yellow'],
    [69, 'yellow'],
    [69.9, 'yellow'],
    [70, 'green'],
    [100, 'green'],
    [150, 'green'],
  ] as const)('%d %% is %s', (achievement, colour) => {
    expect(achievementColour(achievement)).toBe(colour)
  })
})

describe('report percent sign: 0 yellow and flat, positive green and up, negative red and down', () => {
  it.each([
    [0, 'yellow', 'flat'],
    [5, 'green', 'up'],
    [0.5, 'green', 'up'],
    [-1, 'red', 'down'],
    [-250, 'red', 'down'],
    ['=', 'yellow', 'flat'],
    ['', 'yellow', 'flat'],
    [null, 'yellow', 'flat'],
  ] as const)('%j is %s and %s', (percent, tone, trend) => {
    expect(percentIndicator(percent)).toEqual({ tone, trend })
  })
})

describe('target status colour: amber for not set and need approval, green approved, red rejected', () => {
  it.each([
    ['Targets not set.', 'amber'],
    ['Not Submitted yet', 'amber'],
    ['Need approval', 'amber'],
    ['pending', 'amber'],
    ['Targets approved', 'green'],
    ['Approved', 'green'],
    ['Targets rejected', 'red'],
    ['Rejected', 'red'],
  ] as const)('%s is %s', (text, colour) => {
    expect(targetStatusColour(targetStatusOf(text))).toBe(colour)
  })
})

it('the chart legend shows Target in green and Actual in blue', () => {
  expect(CHART_SERIES_TONE).toEqual({ target: 'green', actual: 'blue' })
})
