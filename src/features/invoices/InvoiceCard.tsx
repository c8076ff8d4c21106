/**
 * One invoice card: title, client, value in IDR and the RMs, at a fixed height so long columns
 * can be windowed; its ring and corner mark say its sync state (the mark opens the invoice's
 * unsettled changes and their decisions), and its menu holds the actions the person may take.
 * Stable hooks: `data-invoice-id`, `data-sync`.
 */
import { memo, useState } from 'react'
import type { InvoiceCardAction } from '../../domain/permissions.ts'
import type { InvoiceTabName } from './invoicesSearch.ts'
import { sameView, SYNC_RING, CardSyncMark } from '../pipeline/index.ts'
import { EntityOpsDialog, useEntitySyncState } from '../sync/index.ts'
import type { InvoiceCardView } from './invoiceCardView.ts'
import { InvoiceCardMenu } from './InvoiceCardMenu.tsx'

export const INVOICE_CARD_HEIGHT = 104

interface InvoiceCardProps {
  view: InvoiceCardView
  tab: InvoiceTabName
  /** The menu's actions, comma separated (a plain value keeps the card memoised). */
  actions: string
  /** The invoice just saved or moved: marked so the eye finds it. */
  focused: boolean
}

function InvoiceCardFace({ view, tab, actions, focused }: InvoiceCardProps) {
  const [syncOpen, setSyncOpen] = useState(false)
  const sync = useEntitySyncState('invoices', view.invoiceId)
  const name = view.fullTitle ?? view.title
  return (
    <article
      data-invoice-id={view.invoiceId}
      data-sync={sync}
      aria-label={`${name}, ${view.clientName}, IDR ${view.amount}`}
      data-focused={focused || undefined}
      className={`relative flex flex-col gap-1 overflow-hidden rounded-xl bg-white px-3 py-2.5 shadow-sm ${
        focused ? 'ring-2 ring-brand-600' : `ring-1 ${SYNC_RING[sync]}`
      }`}
      style={{ height: INVOICE_CARD_HEIGHT }}
    >
      <div className="flex shrink-0 items-start gap-1 pr-5">
        <h4
          className="line-clamp-2 h-9 min-w-0 flex-1 text-[13px] leading-[18px] font-semibold text-slate-900"
          title={name}
        >
          {view.title}
        </h4>
        <InvoiceCardMenu
          invoiceId={view.invoiceId}
          name={name}
          tab={tab}
          actions={actions.split(',') as InvoiceCardAction[]}
        />
      </div>
      <p className="shrink-0 truncate text-xs leading-4 text-slate-500">{view.clientName}</p>
      <div className="mt-auto flex shrink-0 items-center justify-between gap-2">
        <span className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
          <span className="mr-1 text-[10px] font-medium text-slate-400">IDR</span>
          {view.amount}
        </span>
        <span className="min-w-0 truncate text-[11px] text-slate-500" title={`RM: ${view.rmNames}`}>
          <span className="sr-only">RM </span>
          {view.rmNames}
        </span>
      </div>
      <CardSyncMark
        sync={sync}
        justSynced={false}
        dealName={name}
        onOpen={() => setSyncOpen(true)}
      />
      {syncOpen && (
        <EntityOpsDialog
          table="invoices"
          id={view.invoiceId}
          title={name}
          subtitle={view.clientName}
          syncedText="Every change to this invoice is synced."
          testId="invoice-sync-dialog"
          onClose={() => setSyncOpen(false)}
        />
      )}
    </article>
  )
}

/**
 * A card re-renders only when what it shows changed (its view is rebuilt on every list read) or
 * its own sync state did.
 */
export const InvoiceCard = memo(
  InvoiceCardFace,
  (before, after) =>
    sameView(before.view, after.view) &&
    before.tab === after.tab &&
    before.actions === after.actions &&
    before.focused === after.focused,
)
