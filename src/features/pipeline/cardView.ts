/**
 * What a deal card shows (core-spec "Pipeline board" and section 9), from the stored row: title
 * cut at 60, client, proposal value (millions from 8 digits), age and probability with their
 * colours, status date and invoice period. Pure, so each card renders from plain values.
 */
import { ageColour, probabilityColour } from '../../domain/colours.ts'
import { formatDisplayDate } from '../../domain/dates.ts'
import { formatCardAmount } from '../../domain/money.ts'
import { shownAgeDays } from '../../domain/pipelineBoard.ts'
import { formatProbability } from '../../domain/probability.ts'
import { normaliseStage, type StageId } from '../../domain/stages.ts'
import { truncateCardTitle } from '../../domain/truncation.ts'
import type { DealRow } from '../../entities/deals/dealRows.ts'

export type Tone = 'green' | 'amber' | 'red'

export interface CardView {
  dealId: number
  stage: StageId
  title: string
  /** The whole name, offered as a tooltip when the title was cut. */
  fullTitle: string | null
  clientName: string
  amount: string
  ageText: string
  ageTone: Tone
  probabilityText: string
  probabilityTone: Tone
  statusDate: string
  invoicePeriod: string
}

export const NO_VALUE = '-'

export function ageText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`
}

export function invoicePeriodText(periods: number): string {
  if (!Number.isFinite(periods) || periods <= 0) return NO_VALUE
  return periods === 1 ? '1 period' : `${periods} periods`
}

/**
 * What a stored row shows, made once per row object: the deals mirror keeps an unchanged row's
 * object, so a board drawn again (a drop, a scroll, a refresh) formats only the cards that changed.
 */
const views = new WeakMap<DealRow, CardView>()

export function cardViewOf(deal: DealRow): CardView {
  let view = views.get(deal)
  if (view === undefined) views.set(deal, (view = toCardView(deal)))
  return view
}

export function toCardView(deal: DealRow): CardView {
  const title = truncateCardTitle(deal.dealName)
  const age = shownAgeDays(deal.age)
  return {
    dealId: deal.dealId,
    stage: normaliseStage(deal.stage),
    title,
    fullTitle: title === (deal.dealName ?? '') ? null : deal.dealName,
    clientName: deal.clientName || NO_VALUE,
    amount: formatCardAmount(deal.proposalValue),
    ageText: ageText(age),
    ageTone: ageColour(age),
    probabilityText: formatProbability(deal.probability) || String(deal.probability / 100),
    probabilityTone: probabilityColour(deal.probability),
    statusDate: formatDisplayDate(deal.statusDate) || NO_VALUE,
    invoicePeriod: invoicePeriodText(deal.invoicePeriod),
  }
}
