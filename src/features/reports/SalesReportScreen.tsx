/**
 * The Sales Report screen (/salesreport): its title with the Add target menu at the top right
 * (the menu shows itself to roles 1 and 2 only), and below them the "Coming soon" box of the
 * screens not built yet (ComingSoonBox, reused) until the report itself is built.
 */
import { SIDEBAR } from '../../domain/navigation.ts'
import { ComingSoonBox } from '../comingSoon/ComingSoonScreen.tsx'
import { AddTargetMenu } from '../targets/AddTargetMenu.tsx'

export const SALES_REPORT_TITLE =
  SIDEBAR.find((entry) => entry.path === '/salesreport')?.title ?? 'Sales Report'

export function SalesReportScreen() {
  return (
    <section aria-labelledby="screen-title" data-sales-report>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {SALES_REPORT_TITLE}
        </h2>
        <AddTargetMenu />
      </div>
      <ComingSoonBox className="mt-6" />
    </section>
  )
}
