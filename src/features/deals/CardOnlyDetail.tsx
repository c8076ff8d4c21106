/**
 * A deal whose detail is not on the device (offline, never opened here) but whose board card is:
 * what the card knows (name, client, stage, value, probability), and that the rest needs a
 * connection. An RM keeps the cards of deals it does not own, not their details.
 */
import type { DealCard } from '../../contract/pipeline.ts'
import { formatIdrWithSymbol } from '../../domain/money.ts'
import { formatProbability } from '../../domain/probability.ts'
import { stageName } from '../../domain/stages.ts'
import { CloudOffIcon } from '../../ui/icons.tsx'

export const CARD_ONLY_NOTE =
  'Its client, owners, proposal and journal are not on this device yet: they load as soon as the connection is back.'

export function CardOnlyDetail({ card }: { card: DealCard }) {
  const facts: [string, string][] = [
    ['Client', card.clientName || '-'],
    ['Stage', stageName(card.stage)],
    ['Value', formatIdrWithSymbol(card.proposalValue)],
    ['Probability', formatProbability(card.probability) || String(card.probability / 100)],
  ]
  return (
    <div
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      data-card-only={card.dealId}
    >
      <h2 className="text-lg font-semibold text-slate-900">{card.dealName}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-500">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-600" role="status">
        <CloudOffIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
        {CARD_ONLY_NOTE}
      </p>
    </div>
  )
}
