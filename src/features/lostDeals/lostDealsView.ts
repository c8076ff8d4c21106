/** What the Lost Deal table shows of the pulled rows: the search (as the server matches) and a page. */
import { LOST_DEALS_PER_PAGE } from '../../contract/lostDeals.ts'

export interface LostDealMatchable {
  dealName: string
  clientName: string
}

/** The deal name or the client company name contains the search, in any case; '' matches all. */
export function searchLostDeals<T extends LostDealMatchable>(
  rows: readonly T[],
  search: string,
): T[] {
  const wanted = search.trim().toLowerCase()
  if (wanted === '') return [...rows]
  return rows.filter(
    (row) =>
      row.dealName.toLowerCase().includes(wanted) || row.clientName.toLowerCase().includes(wanted),
  )
}

export interface LostDealPage<T> {
  rows: T[]
  /** 1-based, clamped to the pages there are. */
  page: number
  pageCount: number
  total: number
}

export function lostDealPage<T>(
  rows: readonly T[],
  page: number,
  perPage: number = LOST_DEALS_PER_PAGE,
): LostDealPage<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage))
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount)
  const start = (current - 1) * perPage
  return { rows: rows.slice(start, start + perPage), page: current, pageCount, total: rows.length }
}
