/**
 * The Individual Sales Report (/account, roles 1, 2 and 5): the four summary cards of a month; the
 * year picker with its Filter, the Target versus Actual legend with the target status, 'Detail
 * Target' or 'Add Target', and the year's four area charts; the targets waiting for the user's
 * approval; the Sales visit and Proposal tables; and, for a leader or mentor, the Team Proposal
 * table and the Team Sales Report tables (shown only when the provider answers a team; a 404
 * means none). Every part reads the answer kept on the device (the briefcase keeps the default
 * views: features/account/accountBriefcase.ts), so the screen opens offline with "as of", and
 * pulls a fresh one when online.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useState } from 'react'
import {
  REPORT_ROUTES,
  type Chart,
  type SummaryCard,
  type TeamReport,
} from '../../contract/reports.ts'
import { formatMonth } from '../../domain/dates.ts'
import type { Actor } from '../../domain/permissions.ts'
import { db } from '../../entities/db.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import {
  HeldAnswerNotice,
  noticeKind,
  useHeldAnswer,
  type HeldAnswerState,
} from '../reports/index.ts'
import { defaultIndividualTableFilter } from '../../entities/reports/salesReportViews.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { TargetsToApprove } from '../targets/index.ts'
import { AccountSummaryCards } from './AccountSummaryCards.tsx'
import {
  accountChartsPath,
  accountSummaryPath,
  defaultSummaryMonth,
  teamTablePath,
  type SummaryMonth,
  type TeamTable,
} from '../../entities/reports/accountViews.ts'
import { ProposalTablePanel, TeamProposalTablePanel } from './ProposalTablePanel.tsx'
import { SummaryMonthFilterDialog } from './SummaryMonthFilterDialog.tsx'
import { TargetVersusActual } from './TargetVersusActual.tsx'
import { TeamSalesReportPanel } from './TeamSalesReportPanel.tsx'
import { knownTeamTables, mayHaveTeamTable } from '../../entities/reports/teamTables.ts'
import { VisitTablePanel } from './VisitTablePanel.tsx'

export const ACCOUNT_TITLE = 'Individual Sales Report'

export function AccountScreen() {
  const session = useSession()
  if (!session) return null
  const { id, roleId, name } = session.profile
  return <AccountReport actor={{ id, roleId }} name={name} />
}

/** Whether the held answer is a team's (not yet read, never fetched or a 404 are not). */
const holdsTeam = (state: HeldAnswerState<TeamReport>): boolean =>
  state.held !== undefined && state.held !== null && state.held.body !== null

function AccountReport({ actor, name }: { actor: Actor; name: string }) {
  const userId = actor.id
  const [today] = useState(() => new Date())
  const [shown, setShown] = useState<SummaryMonth>(() => defaultSummaryMonth(today))
  const [filtering, setFiltering] = useState(false)
  const offline = useOffline()
  const summary = useHeldAnswer<SummaryCard[]>(
    REPORT_ROUTES.individualSummary,
    userId,
    accountSummaryPath(userId, shown),
  )
  const charts = useHeldAnswer<Chart[]>(
    REPORT_ROUTES.chartRm,
    userId,
    accountChartsPath(userId, shown.year),
  )
  const summaryNotice = noticeKind(summary, offline)

  // The team tables of the default filter decide whether the team sections show at all.
  const [teamFallback] = useState(() => defaultIndividualTableFilter(today))
  const known = useLiveQuery(() => knownTeamTables(db, userId), [userId])
  const teamPath = (table: TeamTable) =>
    known === undefined || !mayHaveTeamTable(known, table)
      ? null
      : teamTablePath(table, userId, teamFallback)
  const leader = useHeldAnswer<TeamReport>(REPORT_ROUTES.teamLeader, userId, teamPath('leader'))
  const mentor = useHeldAnswer<TeamReport>(REPORT_ROUTES.teamMentor, userId, teamPath('mentor'))
  const leads = holdsTeam(leader)
  const mentors = holdsTeam(mentor)

  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-5" data-account-report>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {ACCOUNT_TITLE}
        </h2>
        <span className="text-sm text-slate-500" data-summary-month>
          {formatMonth(shown.year, shown.month)}
        </span>
        <AsOfNote fetchedAt={summary.held?.fetchedAt} offline={offline} pull={summary} />
      </div>
      {summaryNotice ? (
        <HeldAnswerNotice kind={summaryNotice} what="summary cards" onRetry={summary.refresh} />
      ) : (
        <AccountSummaryCards cards={summary.held?.body ?? []} />
      )}
      <TargetVersusActual
        userId={userId}
        year={shown.year}
        onYear={(year) => setShown((current) => ({ ...current, year }))}
        filtered={shown.month !== today.getMonth() + 1}
        onFilter={() => setFiltering(true)}
        charts={charts}
      />
      <TargetsToApprove actor={actor} />
      <VisitTablePanel actor={actor} />
      <ProposalTablePanel actor={actor} name={name} />
      {(leads || mentors) && <TeamProposalTablePanel actor={actor} />}
      {leads && (
        <TeamSalesReportPanel
          table="leader"
          userId={userId}
          fallback={teamFallback}
          fallbackState={leader}
        />
      )}
      {mentors && (
        <TeamSalesReportPanel
          table="mentor"
          userId={userId}
          fallback={teamFallback}
          fallbackState={mentor}
        />
      )}
      {filtering && (
        <SummaryMonthFilterDialog
          value={shown}
          onSave={setShown}
          onClose={() => setFiltering(false)}
        />
      )}
    </section>
  )
}
