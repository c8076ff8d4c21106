/**
 * The Sales Report's view of one unit item: the unit selector (Tribe by default), the item
 * selector (a tribe, with "All Tribes"; an RM; a branch; a segment), the period (January to the
 * current month by default), Export to excel of the view, and the four area charts.
 */
import { useState } from 'react'
import { EXPORT_ROUTES } from '../../contract/exports.ts'
import { REPORT_ROUTES, type Chart } from '../../contract/reports.ts'
import type { Route } from '../../contract/route.ts'
import { reportPeriodText } from '../../domain/reportPeriod.ts'
import { SelectField, type SelectOption } from '../../ui/SelectField.tsx'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { ChartsPanel } from './ChartsPanel.tsx'
import { ExportButton } from './ExportButton.tsx'
import { exportFromAnswer } from './exportAnswer.ts'
import { HeldAnswerNotice, noticeKind } from './HeldAnswerNotice.tsx'
import { ReportRangeField } from './ReportPeriodField.tsx'
import { allTribesWorkbook, salesDataWorkbook } from './reportWorkbooks.ts'
import {
  chartPath,
  defaultReportView,
  exportPath,
  isAllTribes,
  type ReportView,
} from '../../entities/reports/salesReportViews.ts'
import { UNIT_OPTIONS, unitAt, unitIndex, useUnitItems } from './unitOptions.ts'
import { useHeldAnswer } from './useHeldAnswer.ts'

/** A unit's first item, or the default tribe for tribes. */
function firstItem(view: ReportView, items: readonly SelectOption[]): number {
  const fallback = defaultReportView(new Date())
  if (view.unit === fallback.unit) return fallback.itemId
  return items[0]?.value ?? 0
}

const exportRoute = (view: ReportView): Route<unknown, unknown, unknown, unknown> =>
  isAllTribes(view) ? EXPORT_ROUTES.allTribes : EXPORT_ROUTES.chart

function exportView(userId: number, view: ReportView, itemName: string) {
  const path = exportPath(view)
  return isAllTribes(view)
    ? exportFromAnswer(EXPORT_ROUTES.allTribes, userId, path, (answer) =>
        allTribesWorkbook(answer, view.period),
      )
    : exportFromAnswer(EXPORT_ROUTES.chart, userId, path, (answer) =>
        salesDataWorkbook(answer, itemName, view.period),
      )
}

export function ReportViewSection({ userId }: { userId: number }) {
  const [fallback] = useState(() => defaultReportView(new Date()))
  const [view, setView] = useState(fallback)
  const offline = useOffline()
  const items = useUnitItems()
  const unitItems = items?.[view.unit] ?? []
  const itemName = unitItems.find((item) => item.value === view.itemId)?.label ?? ''
  const state = useHeldAnswer<Chart[]>(REPORT_ROUTES.chart, userId, chartPath(view))
  // Kept beside the charts, so the view's export works offline once the view was seen online.
  useHeldAnswer(exportRoute(view), userId, exportPath(view))
  const notice = noticeKind(state, offline)
  return (
    <section aria-label="Target versus actual" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="w-48">
          <SelectField
            label="Unit"
            value={unitIndex(view.unit)}
            options={UNIT_OPTIONS}
            onChange={(index) => {
              const next = { ...view, unit: unitAt(index) }
              setView({ ...next, itemId: firstItem(next, items?.[next.unit] ?? []) })
            }}
          />
        </div>
        <div className="w-56">
          <SelectField
            label={UNIT_OPTIONS[unitIndex(view.unit)]?.label ?? 'Item'}
            value={view.itemId}
            options={unitItems}
            onChange={(itemId) => setView({ ...view, itemId })}
          />
        </div>
        <div className="w-60">
          <ReportRangeField
            value={view.period}
            fallback={fallback.period}
            onChange={(period) => setView({ ...view, period })}
          />
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-2 self-center">
          <AsOfNote fetchedAt={state.held?.fetchedAt} offline={offline} pull={state} />
          <ExportButton run={() => exportView(userId, view, itemName)} />
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {itemName} · {reportPeriodText(view.period)}
      </p>
      {notice ? (
        <HeldAnswerNotice kind={notice} what="charts of this view" onRetry={state.refresh} />
      ) : (
        <ChartsPanel charts={state.held?.body ?? []} />
      )}
    </section>
  )
}
