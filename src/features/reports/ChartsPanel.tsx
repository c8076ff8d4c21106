/**
 * The four area charts of a report view, from the answer kept on the device. The chart chunk
 * (ECharts) loads with the report screens' chunk, so it never weighs on the first load.
 */
import { lazy, Suspense } from 'react'
import type { Chart } from '../../contract/reports.ts'
import { Spinner } from '../../ui/Spinner.tsx'

// Fetched as soon as a report screen's chunk loads, alongside the read of its kept answers, not
// after it (the charts are drawn the moment both are there).
const areaCharts = import('./AreaCharts.tsx')
const AreaCharts = lazy(() => areaCharts)

export function ChartsPanel({ charts }: { charts: readonly Chart[] }) {
  return (
    <Suspense
      fallback={
        <div className="flex h-64 items-center justify-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" /> Drawing the charts…
        </div>
      }
    >
      <AreaCharts charts={charts} />
    </Suspense>
  )
}
