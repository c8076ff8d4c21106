/**
 * The Sales Report screen (/salesreport, roles 1 and 2): the title with the Add target menu, the
 * three summary cards (Detail opens a card's table below them), the view of one unit item with
 * its four target-versus-actual charts and export, and the Individual Sales Report table. Every
 * part reads the answer kept on the device (the briefcase keeps the default views), so it opens
 * offline with "as of", and pulls a fresh one when online.
 */
import { useState } from 'react'
import { REPORT_ROUTES, type SummaryCard } from '../../contract/reports.ts'
import { SIDEBAR } from '../../domain/navigation.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { AsOfNote } from '../../ui/AsOfNote.tsx'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { AddTargetMenu } from '../targets/index.ts'
import { CardTablePanel } from './CardTablePanel.tsx'
import { HeldAnswerNotice, noticeKind } from './HeldAnswerNotice.tsx'
import { IndividualReportPanel } from './IndividualReportPanel.tsx'
import { ReportViewSection } from './ReportViewSection.tsx'
import { summaryPath, SUMMARY_CARD_KINDS, type SummaryCardKind } from '../../entities/reports/salesReportViews.ts'
import { SummaryCards } from './SummaryCards.tsx'
import { useHeldAnswer } from './useHeldAnswer.ts'

export const SALES_REPORT_TITLE =
  SIDEBAR.find((entry) => entry.path === '/salesreport')?.title ?? 'Sales Report'

export function SalesReportScreen() {
  const session = useSession()
  if (!session) return null
  return <SalesReport userId={session.profile.id} />
}

function SalesReport({ userId }: { userId: number }) {
  const offline = useOffline()
  const summary = useHeldAnswer<SummaryCard[]>(REPORT_ROUTES.summary, userId, summaryPath())
  const notice = noticeKind(summary, offline)
  const [open, setOpen] = useState<SummaryCardKind | null>(null)
  const cards = summary.held?.body ?? []
  const openTitle = open ? cards[SUMMARY_CARD_KINDS.indexOf(open)]?.title : undefined
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-5" data-sales-report>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            {SALES_REPORT_TITLE}
          </h2>
          <AsOfNote fetchedAt={summary.held?.fetchedAt} offline={offline} pull={summary} />
        </div>
        <AddTargetMenu />
      </div>
      {notice ? (
        <HeldAnswerNotice kind={notice} what="summary cards" onRetry={summary.refresh} />
      ) : (
        <SummaryCards
          cards={cards}
          open={open}
          onDetail={(kind) => setOpen((shown) => (shown === kind ? null : kind))}
        />
      )}
      {open && openTitle !== undefined && (
        <CardTablePanel
          key={open}
          kind={open}
          title={openTitle}
          userId={userId}
          onClose={() => setOpen(null)}
        />
      )}
      <ReportViewSection userId={userId} />
      <IndividualReportPanel userId={userId} />
    </section>
  )
}
