/**
 * One invoice card (read only for now): title, client, value in IDR and the RMs, at a fixed
 * height so long columns can be windowed. Stable hook: `data-invoice-id`.
 */
import { memo } from 'react'
import type { InvoiceCardView } from './invoiceCardView.ts'

export const INVOICE_CARD_HEIGHT = 104

function InvoiceCardFace({ view }: { view: InvoiceCardView }) {
  return (
    <article
      data-invoice-id={view.invoiceId}
      aria-label={`${view.fullTitle ?? view.title}, ${view.clientName}, IDR ${view.amount}`}
      className="flex flex-col gap-1 overflow-hidden rounded-xl bg-white px-3 py-2.5 shadow-sm ring-1 ring-slate-200"
      style={{ height: INVOICE_CARD_HEIGHT }}
    >
      <h4
        className="line-clamp-2 h-9 shrink-0 text-[13px] leading-[18px] font-semibold text-slate-900"
        title={view.fullTitle ?? view.title}
      >
        {view.title}
      </h4>
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
    </article>
  )
}

export const InvoiceCard = memo(InvoiceCardFace)
