/**
 * The Sales Report's three summary cards (projected revenue, the invoices of the current month,
 * the invoices of the year so far): title, IDR amount, percent change with its indicator, note
 * and a Detail button opening the card's table.
 */
import type { SummaryCard } from '../../contract/reports.ts'
import { formatIdrWithSymbol } from '../../domain/money.ts'
import { PercentChange } from './PercentChange.tsx'
import { SUMMARY_CARD_KINDS, type SummaryCardKind } from '../../entities/reports/salesReportViews.ts'

interface SummaryCardsProps {
  cards: readonly SummaryCard[]
  open: SummaryCardKind | null
  onDetail: (kind: SummaryCardKind) => void
}

export function SummaryCards({ cards, open, onDetail }: SummaryCardsProps) {
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Summary">
      {SUMMARY_CARD_KINDS.map((kind, index) => {
        const card = cards[index]
        if (!card) return null
        return (
          <li
            key={kind}
            data-summary-card={kind}
            className={`flex flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ${
              open === kind ? 'ring-2 ring-brand-600' : 'ring-slate-200'
            }`}
          >
            <h3 className="text-sm font-medium text-slate-500">{card.title}</h3>
            <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
              {formatIdrWithSymbol(card.amount)}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <PercentChange value={card.percent} />
              <span className="text-slate-500">{card.note}</span>
            </p>
            <button
              type="button"
              aria-expanded={open === kind}
              aria-label={`Detail ${card.title}`}
              onClick={() => onDetail(kind)}
              className="mt-1 self-start rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-50"
            >
              Detail
            </button>
          </li>
        )
      })}
    </ul>
  )
}
