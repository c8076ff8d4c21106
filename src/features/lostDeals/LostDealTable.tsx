/**
 * The Lost Deal table (core-spec "Lost deal list"): Deals name (opens the deal's detail), Client
 * company name, RM, Value (IDR) and Action (Reopen, for those who may act on the deal).
 * Stable hooks: rows `data-testid="lost-deal-row"`, and `data-lost-deal-id` on each deal name.
 */
import { formatIdr } from '../../domain/money.ts'
import type { DealRow } from '../../entities/deals/dealRows.ts'
import { Button } from '../../ui/Button.tsx'
import { ListTable } from '../../ui/ListTable.tsx'

interface LostDealTableProps {
  /** undefined while the list loads. */
  rows: readonly DealRow[] | undefined
  /** Shown in the body when there are no rows. */
  emptyText: string
  canReopen: (deal: DealRow) => boolean
  onOpen: (deal: DealRow) => void
  onReopen: (deal: DealRow) => void
}

const HEADERS = ['Deals name', 'Client company name', 'RM', 'Value (IDR)', 'Action'] as const

export function LostDealTable({
  rows,
  emptyText,
  canReopen,
  onOpen,
  onReopen,
}: LostDealTableProps) {
  return (
    <ListTable
      headers={HEADERS}
      rows={rows}
      rowKey={(deal) => deal.dealId}
      loadingText="Loading lost deals…"
      emptyText={emptyText}
      testId="lost-deal-table"
      rowTestId="lost-deal-row"
      cells={(deal) => (
        <>
          <td className="py-2.5 pr-3">
            <button
              type="button"
              data-lost-deal-id={deal.dealId}
              onClick={() => onOpen(deal)}
              className="text-left font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {deal.dealName}
            </button>
          </td>
          <td className="py-2.5 pr-3 text-slate-700">{deal.clientName}</td>
          <td className="py-2.5 pr-3 text-slate-700">
            {deal.rms.map((rm) => rm.text).join(', ') || '-'}
          </td>
          <td className="py-2.5 pr-3 text-slate-900 tabular-nums">
            {formatIdr(deal.proposalValue)}
          </td>
          <td className="py-1.5">
            {canReopen(deal) ? (
              <Button
                variant="secondary"
                aria-label={`Reopen ${deal.dealName}`}
                onClick={() => onReopen(deal)}
              >
                Reopen
              </Button>
            ) : (
              // As tall as the button, so rows with and without Reopen line up.
              <span className="inline-flex h-10 items-center text-slate-400">-</span>
            )}
          </td>
        </>
      )}
    />
  )
}
