/** Probability levels, their labels and display values (core-spec section 4, sales-activity-spec section 4). */

export interface ProbabilityLevel {
  value: number
  label: string
}

/** The levels the probability editor and selectors offer: 10 to 80 only. */
export const PROBABILITY_LEVELS: readonly ProbabilityLevel[] = [
  { value: 10, label: 'Lead' },
  { value: 20, label: 'Contact' },
  { value: 30, label: 'Meeting & Needs Collected' },
  { value: 40, label: 'Proposal Submitted' },
  { value: 50, label: 'Proposal Presentation' },
  { value: 60, label: 'Like the proposal' },
  { value: 70, label: 'Negotiation' },
  { value: 80, label: 'Verbally agree' },
]

/** Every probability a deal may carry (10 to 100 by 10); only 10 to 80 are offered for editing. */
export const PROBABILITY_VALUES: readonly number[] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]

export const MIN_EDITOR_PROBABILITY = 10
export const MAX_EDITOR_PROBABILITY = 80

export function isEditorProbability(probability: number): boolean {
  return PROBABILITY_LEVELS.some((level) => level.value === probability)
}

export function probabilityLabel(probability: number): string | null {
  return PROBABILITY_LEVELS.find((level) => level.value === probability)?.label ?? null
}

/** 10 -> 0.1 ... 90 -> 0.9, 100 -> 1; anything that is not a known probability has no display value. */
export function probabilityDisplay(probability: number): number | null {
  return PROBABILITY_VALUES.includes(probability) ? probability / 100 : null
}

/** The display value as text ('0.1', '1'); empty when unknown. */
export function formatProbability(probability: number): string {
  const display = probabilityDisplay(probability)
  return display === null ? '' : String(display)
}

/** 'Lead (0.1)', as the editor lists a level. */
export function probabilityOptionText(level: ProbabilityLevel): string {
  return `${level.label} (${formatProbability(level.value)})`
}
