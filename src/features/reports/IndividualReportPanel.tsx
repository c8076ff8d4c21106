/**
 * The Sales Report's Individual Sales Report table: every RM's four figures over a period (and
 * tribes), with the totals row, Filter, and Export to excel ("Individual Report All.xlsx").
 */
import { useState } from 'react'
import { REPORT_ROUTES, type IndividualReport } from '../../contract/reports.ts'
import { reportPeriodText } from '../../domain/reportPeriod.ts'
import { FilterButton } from '../../ui/FilterButton.tsx'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { ExportButton } from './ExportButton.tsx'
import { exportFromAnswer } from './exportAnswer.ts'
import { FiguresTable } from './FiguresTable.tsx'
import { HeldAnswerNotice, noticeKind } from './HeldAnswerNotice.tsx'
import { PeriodTribesFilterDialog } from './PeriodTribesFilterDialog.tsx'
import { individualReportWorkbook } from './reportWorkbooks.ts'
import { defaultIndividualTableFilter, individualTablePath } from '../../entities/reports/salesReportViews.ts'
import { useHeldAnswer } from './useHeldAnswer.ts'

export function IndividualReportPanel({ userId }: { userId: number }) {
  const [fallback] = useState(() => defaultIndividualTableFilter(new Date()))
  const [filter, setFilter] = useState(fallback)
  const [filtering, setFiltering] = useState(false)
  const offline = useOffline()
  const path = individualTablePath(userId, filter)
  const state = useHeldAnswer<IndividualReport>(REPORT_ROUTES.teamAdmin, userId, path)
  const notice = noticeKind(state, offline)
  const active = JSON.stringify(filter) !== JSON.stringify(fallback)
  return (
    <section
      aria-labelledby="individual-report"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="mb-3 flex flex-wrap items-center gap-3">
        <h3 id="individual-report" className="text-base font-semibold text-slate-900">
          Individual Sales Report
        </h3>
        <span className="text-sm text-slate-500">
          {reportPeriodText(filter.period)}
          {filter.tribeIds.length > 0 && ` · ${filter.tribeIds.length} tribes`}
        </span>
        <AsOfNote fetchedAt={state.held?.fetchedAt} offline={offline} pull={state} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <FilterButton active={active} onClick={() => setFiltering(true)} />
          <ExportButton
            run={() =>
              exportFromAnswer(REPORT_ROUTES.teamAdmin, userId, path, (answer) =>
                individualReportWorkbook(answer.items),
              )
            }
          />
        </div>
      </header>
      {notice ? (
        <HeldAnswerNotice kind={notice} what="figures of this table" onRetry={state.refresh} />
      ) : (
        <FiguresTable
          rows={state.held?.body?.items ?? []}
          testId="individual-report"
          leading={[
            { header: 'Name', cell: (row) => row.user.text },
            { header: 'Segment', cell: (row) => row.segment.text },
          ]}
        />
      )}
      {filtering && (
        <PeriodTribesFilterDialog
          value={filter}
          fallback={fallback}
          onSave={setFilter}
          onClose={() => setFiltering(false)}
        />
      )}
    </section>
  )
}
