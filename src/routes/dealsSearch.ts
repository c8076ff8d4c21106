/** The typed search params of /deals: the pipeline page's inner tab and the open deal. */
/** projection: the Projection deal board; summary: the Projection summary. */
export const DEALS_TABS = ['pipeline', 'detail', 'projection', 'summary'] as const
export type DealsTab = (typeof DEALS_TABS)[number]

/**
 * The tab a deal's detail was opened from, when it is not the pipeline's (core-spec: Back returns
 * to the stored previous tab): lost_deal, the Lost Deal list (/lostdeal). Kept in the address, so
 * a reload of the detail still goes back there.
 */
export const DEALS_FROM = ['lost_deal'] as const
export type DealsFrom = (typeof DEALS_FROM)[number]

export interface DealsSearch {
  tab?: DealsTab
  deal?: number
  from?: DealsFrom
}

const isTab = (value: unknown): value is DealsTab =>
  typeof value === 'string' && (DEALS_TABS as readonly string[]).includes(value)

const isFrom = (value: unknown): value is DealsFrom =>
  typeof value === 'string' && (DEALS_FROM as readonly string[]).includes(value)

/** Unknown or malformed params are dropped (the board shows). */
export function validateDealsSearch(search: Record<string, unknown>): DealsSearch {
  const result: DealsSearch = {}
  if (isTab(search.tab)) result.tab = search.tab
  const deal = typeof search.deal === 'string' ? Number(search.deal) : search.deal
  if (typeof deal === 'number' && Number.isSafeInteger(deal) && deal !== 0) result.deal = deal
  if (isFrom(search.from)) result.from = search.from
  return result
}
