import { describe, expect, it } from 'vitest'
import type { Chart } from '../../../src/contract/reports.ts'
import {
  ACHIEVEMENT_COLOUR,
  areaChartOption,
  monthTooltip,
  periodAchievement,
  SERIES_COLOUR,
} from '../../../src/features/reports/chartOption.ts'

const sales: Chart = {
  title: 'Sales',
  xaxis: ['Jan', 'Feb', 'Mar'],
  series: [
    { month: 1, target: 10_000_000, actual: 4_000_000, achievement: 40 },
    { month: 2, target: 10_000_000, actual: 6_500_000, achievement: 65 },
    { month: 3, target: 10_000_000, actual: 12_000_000, achievement: 120 },
  ],
}

describe('a target-versus-actual area chart', () => {
  const option = areaChartOption(sales, false)

  it('draws Target in green and Actual in blue, as areas over the months', () => {
    expect(option.xAxis.data).toEqual(['Jan', 'Feb', 'Mar'])
    expect(option.series.map((series) => [series.name, series.itemStyle.color])).toEqual([
      ['Target', SERIES_COLOUR.target],
      ['Actual', SERIES_COLOUR.actual],
    ])
    expect(option.series[1]!.data).toEqual([4_000_000, 6_500_000, 12_000_000])
    expect(option.series.every((series) => series.areaStyle !== undefined)).toBe(true)
    expect(option.animation).toBe(false)
  })

  it('writes axis values of 7 or more digits in millions with M', () => {
    expect(option.yAxis.axisLabel.formatter(2_500_000)).toBe('2.5M')
    expect(option.yAxis.axisLabel.formatter(999_999)).toBe('999,999')
    // A count chart of small numbers steps by whole numbers.
    expect(option.yAxis.minInterval).toBe(1)
  })

  it('colours each month achievement: below 50 red, below 70 yellow, else green', () => {
    expect(monthTooltip(sales, 0)).toContain(`color:${ACHIEVEMENT_COLOUR.red}`)
    expect(monthTooltip(sales, 1)).toContain(`color:${ACHIEVEMENT_COLOUR.yellow}`)
    expect(monthTooltip(sales, 2)).toContain(`color:${ACHIEVEMENT_COLOUR.green}`)
    expect(monthTooltip(sales, 0)).toContain('Actual: 4,000,000')
  })

  it('escapes the month label it puts in the tooltip', () => {
    const odd = { ...sales, xaxis: ['<img src=x onerror=alert(1)>'] }
    expect(monthTooltip(odd, 0)).not.toContain('<img')
  })

  it('draws no Actual and gives no achievement for the months to come', () => {
    const future: Chart = {
      title: 'Sales',
      xaxis: ['Nov', 'Dec'],
      series: [
        { month: 11, target: 10_000_000, actual: 4_000_000, achievement: 40 },
        { month: 12, target: 10_000_000, actual: null, achievement: null },
      ],
    }
    const drawn = areaChartOption(future, false)
    // null: no point, so the line stops at November instead of falling to 0 in December.
    expect(drawn.series[1]!.data).toEqual([4_000_000, null])
    expect(drawn.series[0]!.data).toEqual([10_000_000, 10_000_000])
    expect(monthTooltip(future, 1)).not.toContain('Achievement')
    expect(monthTooltip(future, 1)).not.toContain('Actual')
    expect(monthTooltip(future, 1)).toContain('Target: 10,000,000')
    // The period so far: November only (December's target is not yet due).
    expect(periodAchievement(future)).toBe(40)
    // A period wholly to come has no achievement, not 0 %.
    const nextYear = { ...future, series: future.series.map((point) => ({ ...point, actual: null, achievement: null })) }
    expect(periodAchievement(nextYear)).toBeNull()
  })

  it('gives the period achievement as total actual over total target, truncated', () => {
    expect(periodAchievement(sales)).toBe(75)
    expect(periodAchievement({ ...sales, series: [{ month: 1, target: 0, actual: 5, achievement: 0 }] })).toBe(0)
  })
})
