/**
 * Text cut for display (core-spec sections 2, 4 and 9; sales-activity-spec section 9).
 * Lengths count characters (code points), so a cut never splits an emoji or other surrogate pair.
 */

export const ELLIPSIS = '...'

export const CARD_TITLE_MAX = 60

/**
 * "Filenames over 59 characters are cut to 35 with '...'" and the journal's "cut to 35 characters
 * plus '...'" are one rule: the journal text omits the threshold. A name of up to 59 characters is
 * shown whole; a longer one shows its first 35 characters and '...'.
 */
export const FILE_NAME_MAX = 59
export const FILE_NAME_KEPT = 35

/** The contact list's Company name column keeps 10 characters; no '...' is added (the spec names none). */
export const CONTACT_COMPANY_NAME_MAX = 10

/** When `text` is longer than `max` characters, keep its first `kept` characters followed by `suffix`. */
export function cutText(
  text: string,
  max: number,
  kept: number = max,
  suffix: string = '',
): string {
  const characters = Array.from(text)
  if (characters.length <= max) return text
  return characters.slice(0, kept).join('') + suffix
}

/** Card titles over 60 characters are cut to 60 with '...'. */
export function truncateCardTitle(title: string | null | undefined): string {
  return cutText(title ?? '', CARD_TITLE_MAX, CARD_TITLE_MAX, ELLIPSIS)
}

/** Proposal, invoice, pricing and agreement file names. */
export function truncateFileName(fileName: string | null | undefined): string {
  return cutText(fileName ?? '', FILE_NAME_MAX, FILE_NAME_KEPT, ELLIPSIS)
}

export function truncateContactCompanyName(company: string | null | undefined): string {
  return cutText(company ?? '', CONTACT_COMPANY_NAME_MAX)
}

/** Whether the full text should be offered in a tooltip because the display was cut. */
export function isCut(full: string | null | undefined, shown: string): boolean {
  return (full ?? '') !== shown
}
