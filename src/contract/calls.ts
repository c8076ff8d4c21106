/** How a call of the provider API is described, and how its path segments are written. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** `route` is the path pattern with `:name` parameters (servers match it without regard to case). */
export interface CallInfo {
  method: HttpMethod
  route: string
  status: 200 | 204
}

/** The request and response bodies of one call. */
export interface Bodies<Request, Response> {
  request: Request
  response: Response
}

/** One path segment, percent-encoded. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value))
}

/** An optional id: a positive whole number, otherwise 0 ("all" or "none"). */
export function idSegment(id: number | null | undefined): string {
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? String(id) : '0'
}

/** A list of ids written comma-separated, or 0 when the list is empty (all). */
export function idsSegment(ids: readonly number[] | null | undefined): string {
  const kept = (ids ?? []).filter((id) => Number.isInteger(id) && id > 0)
  return kept.length > 0 ? kept.map((id) => segment(id)).join(',') : '0'
}

/** A search text: trimmed, percent-encoded; an empty search is sent as *. */
export function searchSegment(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim()
  return trimmed === '' ? '*' : segment(trimmed)
}

/** A search text as written in a path (before encoding): trimmed; an empty search is *. */
export function searchText(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim()
  return trimmed === '' ? '*' : trimmed
}

/** A range-picker date: 'YYYY-MM-DD' (or 'YYYYMMDD') is sent as YYYYMMDD; no date is sent as 0. */
export function compactDateSegment(date: string | null | undefined): string {
  const digits = (date ?? '').replaceAll('-', '')
  return /^\d{8}$/.test(digits) ? digits : '0'
}

/** A month sent as two digits (MM). */
export function twoDigitMonthSegment(month: number): string {
  return segment(String(month).padStart(2, '0'))
}
