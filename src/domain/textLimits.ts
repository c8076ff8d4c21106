/** Length limits of free-text fields (sales-activity-spec sections 5 and 9). */

/** Visit objective, next step and remark: at most 200 characters each, with a live counter. */
export const TEXT_FIELD_MAX = 200
export const OBJECTIVE_MAX = TEXT_FIELD_MAX
export const NEXT_STEP_MAX = TEXT_FIELD_MAX
export const REMARK_MAX = TEXT_FIELD_MAX

const lengthOf = (text: string | null | undefined): number => Array.from(text ?? '').length

/** The live counter, e.g. '12/200'. */
export function characterCounter(
  text: string | null | undefined,
  max: number = TEXT_FIELD_MAX,
): string {
  return `${lengthOf(text)}/${max}`
}

export function isWithinLimit(
  text: string | null | undefined,
  max: number = TEXT_FIELD_MAX,
): boolean {
  return lengthOf(text) <= max
}

/** What an input keeps of typed or pasted text: the first `max` characters. */
export function clampToLimit(
  text: string | null | undefined,
  max: number = TEXT_FIELD_MAX,
): string {
  return Array.from(text ?? '')
    .slice(0, max)
    .join('')
}
