/** Searching (core-spec sections 2, 5 and 9; sales-activity-spec sections 5 and 9). */

/** Client search and every list search wait 1000 ms after typing (Enter searches at once). */
export const SEARCH_DEBOUNCE_MS = 1000

/** What a path carries for "no search". */
export const SEARCH_ALL = '*'

/** A search as a path segment: empty (or only spaces) is sent as '*', anything else trimmed and encoded. */
export function searchSegment(search: string | null | undefined): string {
  const trimmed = (search ?? '').trim()
  return trimmed === '' ? SEARCH_ALL : encodeURIComponent(trimmed)
}

/** The server's reading of a search segment: '*' is no search. */
export function parseSearchSegment(segment: string | null | undefined): string {
  if (segment === null || segment === undefined || segment === SEARCH_ALL) return ''
  try {
    return decodeURIComponent(segment).trim()
  } catch {
    return segment.trim()
  }
}

/** The client search triggers only when the text changed and is not empty. */
export function shouldSearchClients(previous: string, next: string): boolean {
  return next.trim() !== '' && next.trim() !== previous.trim()
}
