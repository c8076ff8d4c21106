/**
 * The chosen summary card's table under the cards: its title and filter in words, the Filter
 * button, a close icon, and the table (kept on the device per filter, shown with "as of").
 */
import { useState } from 'react'
import { REPORT_ROUTES, type ReportTable } from '../../contract/reports.ts'
import { reportPeriodText } from '../../domain/reportPeriod.ts'
import { FilterButton } from '../../ui/FilterButton.tsx'
import { CloseIcon } from '../../ui/icons.tsx'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { CardTableFilterDialog } from './CardTableFilterDialog.tsx'
import { ComparisonTable } from './ComparisonTable.tsx'
import { HeldAnswerNotice, noticeKind } from './HeldAnswerNotice.tsx'
import {
  cardTablePath,
  defaultCardFilter,
  usesMonthFilter,
  type SummaryCardKind,
} from '../../entities/reports/salesReportViews.ts'
import { unitLabel } from './unitOptions.ts'
import { useHeldAnswer } from './useHeldAnswer.ts'

interface CardTablePanelProps {
  kind: SummaryCardKind
  title: string
  userId: number
  onClose: () => void
}

export function CardTablePanel({ kind, title, userId, onClose }: CardTablePanelProps) {
  const [filter, setFilter] = useState(() => defaultCardFilter(kind, new Date()))
  const [filtering, setFiltering] = useState(false)
  const offline = useOffline()
  const route = kind === 'projected' ? REPORT_ROUTES.projected : REPORT_ROUTES.invoiceComparison
  const state = useHeldAnswer<ReportTable>(route, userId, cardTablePath(kind, filter))
  const notice = noticeKind(state, offline)
  const period = usesMonthFilter(kind)
    ? reportPeriodText({ ...filter.period, fromMonth: filter.period.toMonth })
    : reportPeriodText(filter.period)
  return (
    <section
      aria-label={`${title} detail`}
      data-card-table={kind}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="mb-3 flex flex-wrap items-center gap-3">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        <span className="text-sm text-slate-500">
          {unitLabel(filter.unit)} · {period}
        </span>
        <AsOfNote fetchedAt={state.held?.fetchedAt} offline={offline} pull={state} />
        <div className="ml-auto flex items-center gap-2">
          <FilterButton active={false} onClick={() => setFiltering(true)} />
          <button
            type="button"
            onClick={onClose}
            aria-label={`Close ${title} detail`}
            className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      </header>
      {notice ? (
        <HeldAnswerNotice kind={notice} what="figures of this table" onRetry={state.refresh} />
      ) : (
        state.held?.body && (
          <ComparisonTable table={state.held.body} unitLabel={unitLabel(filter.unit)} />
        )
      )}
      {filtering && (
        <CardTableFilterDialog
          kind={kind}
          value={filter}
          onSave={setFilter}
          onClose={() => setFiltering(false)}
        />
      )}
    </section>
  )
}
