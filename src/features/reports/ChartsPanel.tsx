/**
 * The four area charts of a report view, from the answer kept on the device. The chart chunk
 * (ECharts) loads only when charts are shown, so it never weighs on the first load.
 */
import { lazy, Suspense } from 'react'
import type { Chart } from '../../contract/reports.ts'
import { Spinner } from '../../ui/Spinner.tsx'

const AreaCharts = lazy(() => import('./AreaCharts.tsx'))

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
