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
export function totalProposalValue(
  deals: readonly { proposalValue: number | null | undefined }[],
): number {
  return deals.reduce(
    (sum, deal) => sum + (Number.isFinite(deal.proposalValue) ? (deal.proposalValue as number) : 0),
    0,
  )
}

/**
 * Count it: the entered probability times the total value, shown as "Total after Probability".
 * The probability is entered as shown on cards (0.5); a number above 1 is read as a percent
 * (50 -> 0.5). The result is rounded to whole rupiah. Anything else (empty, negative, above 100,
 * not a number) gives null.
 */
export function totalAfterProbability(entered: string | number, totalValue: number): number | null {
  const value =
    typeof entered === 'number' ? entered : Number.parseFloat(entered.trim().replace(',', '.'))
  if (!Number.isFinite(value) || value < 0 || value > 100) return null
  const fraction = value > 1 ? value / 100 : value
  return Math.round(fraction * totalValue)
}

/** A card's age is never shown below 0 days. */
export function shownAgeDays(age: number | null | undefined): number {
  return typeof age === 'number' && age > 0 ? age : 0
}
