/**
 * One target-versus-actual area chart as an ECharts option: the months on the x axis, Target in
 * green and Actual in blue, axis values of 7 or more digits in millions ('2.5M'), and a tooltip
 * giving each month's achievement in its colour (below 50 red, below 70 yellow, else green).
 * Months to come have no actual (null): no Actual point, no achievement.
 * Pure: it builds a plain object, so it is tested without a browser.
 */
import type { Chart } from '../../contract/reports.ts'
import { achievementColour } from '../../domain/colours.ts'
import { formatAxisAmount, formatIdr } from '../../domain/money.ts'

export const SERIES_COLOUR = { target: '#059669', actual: '#2563eb' } as const
export const ACHIEVEMENT_COLOUR = { green: '#047857', yellow: '#b45309', red: '#b91c1c' } as const

/**
 * The achievement of the period so far: sum of actuals over sum of targets of the months that
 * have happened (a month to come has no actual), truncated; 0 without target; null when no
 * month has happened yet (a future period has no achievement to show, not 0 %).
 */
export function periodAchievement(chart: Chart): number | null {
  const happened = chart.series.filter((point) => point.actual !== null)
  if (happened.length === 0) return null
  const target = happened.reduce((sum, point) => sum + point.target, 0)
  const actual = happened.reduce((sum, point) => sum + (point.actual ?? 0), 0)
  return target > 0 ? Math.trunc((actual / target) * 100) : 0
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * The tooltip of one month: its name, the two values and the achievement in its colour; a month
 * to come (no actual) gives its target only.
 */
export function monthTooltip(chart: Chart, index: number): string {
  const point = chart.series[index]
  if (!point) return ''
  const lines = [
    `<strong>${escapeHtml(chart.xaxis[index] ?? '')}</strong>`,
    `Target: ${formatIdr(point.target)}`,
  ]
  if (point.actual === null) return lines.join('<br/>')
  const achievement = point.achievement ?? 0
  const colour = ACHIEVEMENT_COLOUR[achievementColour(achievement)]
  return [
    ...lines,
    `Actual: ${formatIdr(point.actual)}`,
    `<span style="color:${colour};font-weight:600">Achievement: ${achievement}%</span>`,
  ].join('<br/>')
}

export function areaChartOption(chart: Chart, animation: boolean) {
  // A null value (a month to come) is no point: the Actual line stops at the running month.
  const series = (name: 'Target' | 'Actual', colour: string, values: (number | null)[]) => ({
    name,
    type: 'line' as const,
    smooth: true,
    symbolSize: 6,
    data: values,
    itemStyle: { color: colour },
    lineStyle: { color: colour, width: 2 },
    areaStyle: { color: colour, opacity: 0.12 },
  })
  return {
    animation,
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0, data: ['Target', 'Actual'] },
    tooltip: {
      trigger: 'axis' as const,
      formatter: (params: { dataIndex: number }[]) => monthTooltip(chart, params[0]?.dataIndex ?? 0),
    },
    xAxis: { type: 'category' as const, boundaryGap: false, data: chart.xaxis },
    yAxis: {
      type: 'value' as const,
      // Counts (proposals, visits) step by whole numbers, never 0.2; amounts are whole rupiah.
      minInterval: 1,
      axisLabel: { formatter: (value: number) => formatAxisAmount(value) },
    },
    series: [
      series('Target', SERIES_COLOUR.target, chart.series.map((point) => point.target)),
      series('Actual', SERIES_COLOUR.actual, chart.series.map((point) => point.actual)),
    ],
  }
}
