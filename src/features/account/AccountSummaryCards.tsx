/**
 * The Individual Sales Report's four summary cards of a month (No. Proposals, Sales visit,
 * Proposal value, Sales): title, amount (counts with comma thousands, money in IDR), the percent
 * change against the month before and the note. Each card is coloured by the sign of its percent:
 * zero yellow, positive green, negative red. Stable hooks: `data-account-card` (the card's
 * title), `data-amount`, `data-tone`.
 */
import type { SummaryCard } from '../../contract/reports.ts'
import { percentIndicator } from '../../domain/colours.ts'
import { formatIdr, formatIdrWithSymbol } from '../../domain/money.ts'
import { PercentChange } from '../reports/index.ts'

/** The cards answer in the charts' order: two counts, then two amounts of money. */
export const ACCOUNT_CARD_COUNT = 4
const MONEY_FROM = 2

const TONE_RING = {
  green: 'border-t-emerald-500',
  yellow: 'border-t-amber-400',
  red: 'border-t-red-500',
} as const

export const cardAmountText = (card: SummaryCard, index: number): string =>
  index >= MONEY_FROM ? formatIdrWithSymbol(card.amount) : formatIdr(card.amount)

export function AccountSummaryCards({ cards }: { cards: readonly SummaryCard[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Summary">
      {cards.slice(0, ACCOUNT_CARD_COUNT).map((card, index) => {
        const { tone } = percentIndicator(card.percent)
        return (
          <li
            key={`${index}-${card.title}`}
            data-account-card={card.title}
            data-amount={card.amount}
            data-tone={tone}
            className={`flex flex-col gap-2 rounded-2xl border-t-4 bg-white p-5 shadow-sm ring-1 ring-slate-200 ${TONE_RING[tone]}`}
          >
            <h3 className="text-sm font-medium text-slate-500">{card.title}</h3>
            <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
              {cardAmountText(card, index)}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <PercentChange value={card.percent} zeroTone="yellow" />
              <span className="text-slate-500">{card.note}</span>
            </p>
          </li>
        )
      })}
    </ul>
  )
}
