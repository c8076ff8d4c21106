/**
 * Deals reopened from this list whose change the server has not accepted yet: they left the table
 * at once; here each keeps its sync mark (waiting, or a failure or conflict to decide on).
 */
import { SyncMark } from '../../app/sync/SyncMark.tsx'
import type { ReopenedDeal } from './useLostDeals.ts'

export function ReopenedDeals({ deals }: { deals: readonly ReopenedDeal[] }) {
  if (deals.length === 0) return null
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Reopened deals">
      {deals.map(({ deal, ops, sync }) => (
        <li
          key={deal.dealId}
          data-reopened-deal-id={deal.dealId}
          data-reopen-sync={sync}
          className="flex items-center gap-3 rounded-xl bg-white px-4 py-2 text-sm ring-1 ring-slate-200"
        >
          <span className="text-slate-700">
            <span className="font-medium text-slate-900">{deal.dealName}</span> reopened
          </span>
          <SyncMark sync={sync} ops={ops} title={deal.dealName} stateAttribute="data-detail-sync" />
        </li>
      ))}
    </ul>
  )
}
