/**
 * The four target-versus-actual area charts (No. Proposals, Sales visit, Proposal value, Sales).
 * ECharts is loaded from echarts/core with only the line chart, its components and the SVG
 * renderer; this module is its own chunk, loaded when a report shows charts.
 */
import { LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import EChartsReactCore from 'echarts-for-react/esm/core'
import type { Chart } from '../../contract/reports.ts'
import { achievementColour } from '../../domain/colours.ts'
import { ACHIEVEMENT_COLOUR, areaChartOption, periodAchievement } from './chartOption.ts'

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer])

const animate = (): boolean => !window.matchMedia('(prefers-reduced-motion: reduce)').matches

export default function AreaCharts({ charts }: { charts: readonly Chart[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.map((chart) => {
        const achievement = periodAchievement(chart)
        return (
          <figure
            key={chart.title}
            data-chart={chart.title}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <figcaption className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-900">{chart.title}</span>
              {achievement !== null && (
                <span
                  className="text-xs font-semibold"
                  style={{ color: ACHIEVEMENT_COLOUR[achievementColour(achievement)] }}
                  data-achievement={achievementColour(achievement)}
                >
                  Achievement {achievement}%
                </span>
              )}
            </figcaption>
            <EChartsReactCore
              echarts={echarts}
              option={areaChartOption(chart, animate())}
              notMerge
              style={{ height: 240 }}
              opts={{ renderer: 'svg' }}
            />
          </figure>
        )
      })}
    </div>
  )
}
