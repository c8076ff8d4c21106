/**
 * The Team Sales Report table of the team the user leads (or mentors): No, Name, Authority,
 * No. Proposals, Sales visit, Proposal value, Sales, the target status and its action, and the
 * Total row; a Filter (period and tribes) and Export to excel ("{teamName}.xlsx"). A "Need
 * approval" row opens the person's target for approval (its name too), an approved row shows a
 * view icon, a mentor's rows open the target detail unless approved (teamRows.ts). The answer is
 * kept on the device per filter, with "as of"; the default filter's answer is the screen's (it
 * also decides whether the table shows at all). Stable hook: `data-team-report` (leader, mentor).
 */
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { TeamReport, TeamReportRow } from '../../contract/reports.ts'
import { reportPeriodText } from '../../domain/reportPeriod.ts'
import { ViewIcon } from '../../ui/actionIcons.tsx'
import { FilterButton } from '../../ui/FilterButton.tsx'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import {
  ExportButton,
  exportFromAnswer,
  FiguresTable,
  HeldAnswerNotice,
  noticeKind,
  PeriodTribesFilterDialog,
  useHeldAnswer,
  type HeldAnswerState,
} from '../reports/index.ts'
import type { IndividualTableFilter } from '../../entities/reports/salesReportViews.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { TargetStatusBadge } from '../targets/index.ts'
import { teamReportWorkbook } from './accountWorkbooks.ts'
import {
  teamTablePath,
  teamTableRoute,
  type TeamTable,
} from '../../entities/reports/accountViews.ts'
import { teamRowOpening } from './teamRows.ts'

const ROLE_WORD: Readonly<Record<TeamTable, string>> = { leader: 'Leader', mentor: 'Mentor' }

interface TeamSalesReportPanelProps {
  table: TeamTable
  userId: number
  /** The default filter, whose answer the screen holds (`fallbackState`). */
  fallback: IndividualTableFilter
  fallbackState: HeldAnswerState<TeamReport>
}

const sameFilter = (a: IndividualTableFilter, b: IndividualTableFilter): boolean =>
  JSON.stringify(a) === JSON.stringify(b)

export function TeamSalesReportPanel(props: TeamSalesReportPanelProps) {
  const { table, userId, fallback, fallbackState } = props
  const [filter, setFilter] = useState(fallback)
  const [filtering, setFiltering] = useState(false)
  const offline = useOffline()
  const isDefault = sameFilter(filter, fallback)
  const path = teamTablePath(table, userId, filter)
  const route = teamTableRoute(table)
  const own = useHeldAnswer<TeamReport>(route, userId, isDefault ? null : path)
  const state = isDefault ? fallbackState : own
  const notice = noticeKind(state, offline)
  const report = state.held?.body ?? null
  const year = filter.period.year
  const titleId = `team-report-${table}`
  return (
    <section
      aria-labelledby={titleId}
      data-team-report={table}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="mb-3 flex flex-wrap items-center gap-3">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          Team Sales Report{report ? ` · ${report.teamName}` : ''}
          <span className="sr-only"> as {ROLE_WORD[table].toLowerCase()}</span>
        </h3>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">
          {ROLE_WORD[table]}
        </span>
        <span className="text-sm text-slate-500">
          {reportPeriodText(filter.period)}
          {filter.tribeIds.length > 0 && ` · ${filter.tribeIds.length} tribes`}
        </span>
        <AsOfNote fetchedAt={state.held?.fetchedAt} offline={offline} pull={state} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <FilterButton active={!isDefault} onClick={() => setFiltering(true)} />
          <ExportButton run={() => exportFromAnswer(route, userId, path, teamReportWorkbook)} />
        </div>
      </header>
      {notice ? (
        <HeldAnswerNotice kind={notice} what="figures of this team" onRetry={state.refresh} />
      ) : report === null ? (
        <p className="py-6 text-center text-sm text-slate-500">
          You {table === 'leader' ? 'lead' : 'mentor'} no team.
        </p>
      ) : (
        <FiguresTable<TeamReportRow>
          rows={report.items}
          testId={`team-report-${table}`}
          leading={[
            { header: 'Name', cell: (row) => <NameCell table={table} row={row} year={year} /> },
            { header: 'Authority', cell: (row) => row.authority },
          ]}
          trailing={[
            {
              header: 'Status',
              cell: (row) => (
                <span className="whitespace-nowrap">
                  <TargetStatusBadge text={row.status} />
                </span>
              ),
            },
            {
              header: 'Action',
              cell: (row) => <ActionCell table={table} row={row} year={year} />,
            },
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

interface RowProps {
  table: TeamTable
  row: TeamReportRow
  year: number
}

/** A row that opens its target opens it from its name too. */
function NameCell({ table, row, year }: RowProps) {
  const opening = teamRowOpening(table, row, year)
  if (!opening.params || opening.action === 'view') return <>{row.user.text}</>
  return (
    <Link
      to="/$year/$userId"
      params={opening.params}
      className="font-medium text-brand-700 hover:underline"
      data-team-row-action={opening.action}
    >
      {row.user.text}
    </Link>
  )
}

function ActionCell({ table, row, year }: RowProps) {
  const opening = teamRowOpening(table, row, year)
  if (!opening.params || !opening.label) return <span className="text-slate-400">-</span>
  if (opening.action === 'view') {
    return (
      <Link
        to="/$year/$userId"
        params={opening.params}
        aria-label={`${opening.label} of ${row.user.text}`}
        title={opening.label}
        data-team-row-action={opening.action}
        className="inline-flex rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <ViewIcon className="size-4.5" />
      </Link>
    )
  }
  return (
    <Link
      to="/$year/$userId"
      params={opening.params}
      aria-label={`${opening.label}: ${row.user.text}`}
      className="rounded-lg px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
    >
      {opening.label}
    </Link>
  )
}
