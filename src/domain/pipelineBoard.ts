/** The pipeline board (core-spec sections 2 "Pipeline board", 4 and 9; api-notes.md). */
import { normaliseStage, type StageId } from './stages.ts'

/** After a drag, the card shows its success or failure mark for 2 seconds. */
export const SUCCESS_MARK_MS = 2000

/** The list call answers a flat array; the client groups by stage, anything unknown in Negotiations. */
export function groupDealsByStage<T extends { stage: number | null | undefined }>(
  deals: readonly T[],
): Record<StageId, T[]> {
  const columns: Record<StageId, T[]> = { 1: [], 2: [], 3: [], 4: [], 5: [] }
  for (const deal of deals) columns[normaliseStage(deal.stage)].push(deal)
  return columns
}

/** Footer "Total proposal value": the sum over the cards shown. */
/** A card's proposal value as the totals count it (none counts 0). */
export const proposalValueOf = (deal: { proposalValue: number | null | undefined }): number =>
  Number.isFinite(deal.proposalValue) ? (deal.proposalValue as number) : 0

export function totalProposalValue(
  deals: readonly { proposalValue: number | null | undefined }[],
): number {
  return deals.reduce((sum, deal) => sum + proposalValueOf(deal), 0)
}

/** Count it takes a probability as cards show it: 0.1 to 1 (the footer's hint says so). */
export const MIN_COUNT_PROBABILITY = 0.1
export const MAX_COUNT_PROBABILITY = 1

/** A decimal written with a dot or a comma ('0.5', '0,5', '.5', '1'); nothing else. */
const DECIMAL = /^(\d+([.,]\d*)?|[.,]\d+)$/

/**
 * The probability Count it takes: the entered text (or number) read as a decimal from 0.1 to 1,
 * or null for anything else (empty, not a number, below 0.1, above 1). A number above 1 is not
 * read as a percent: 5 is neither 0.05 nor 0.5 but out of range, so the hint is shown.
 */
export function countProbability(entered: string | number): number | null {
  let value: number
  if (typeof entered === 'number') value = entered
  else {
    const text = entered.trim()
    if (!DECIMAL.test(text)) return null
    value = Number(text.replace(',', '.'))
  }
  return Number.isFinite(value) && value >= MIN_COUNT_PROBABILITY && value <= MAX_COUNT_PROBABILITY
    ? value
    : null
}

/**
 * Count it: the entered probability (0.1 to 1, as shown on cards) times the total value, shown as
 * "Total after Probability", rounded to whole rupiah; null when the probability is not one
 * Count it takes (countProbability).
 */
export function totalAfterProbability(entered: string | number, totalValue: number): number | null {
  const probability = countProbability(entered)
  return probability === null ? null : Math.round(probability * totalValue)
}

/** A card's age is never shown below 0 days. */
export function shownAgeDays(age: number | null | undefined): number {
  return typeof age === 'number' && age > 0 ? age : 0
}
