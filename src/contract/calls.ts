/** The methods of the provider API's calls, and the writers of their path segments (raw text: pathOf encodes). */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** An optional id: a positive whole number, otherwise 0 ("all" or "none"). */
export function idSegment(id: number | null | undefined): string {
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? String(id) : '0'
}

/** A list of ids written comma-separated, or 0 when the list is empty (all). */
export function idsSegment(ids: readonly number[] | null | undefined): string {
  const kept = (ids ?? []).filter((id) => Number.isInteger(id) && id > 0)
  return kept.length > 0 ? kept.join(',') : '0'
}

/** A search text as written in a path (before encoding): trimmed; an empty search is *. */
export function searchText(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim()
  return trimmed === '' ? '*' : trimmed
}

/** A list query as its path writes it: the same values, an empty search written *. */
export function withSearchText<Query extends { search: string }>(query: Query): Query {
  return { ...query, search: searchText(query.search) }
}

/** A range-picker date: 'YYYY-MM-DD' (or 'YYYYMMDD') is sent as YYYYMMDD; no date is sent as 0. */
export function compactDateSegment(date: string | null | undefined): string {
  const digits = (date ?? '').replaceAll('-', '')
  return /^\d{8}$/.test(digits) ? digits : '0'
}

/** A month as written in a path (before encoding): two digits (MM). */
export function twoDigitMonth(month: number): string {
  return String(month).padStart(2, '0')
}
