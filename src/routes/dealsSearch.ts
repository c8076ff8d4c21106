/** The typed search params of /deals: the pipeline page's inner tab and the open deal. */
/** projection: the Projection deal board; summary: the Projection summary. */
export const DEALS_TABS = ['pipeline', 'detail', 'projection', 'summary'] as const
export type DealsTab = (typeof DEALS_TABS)[number]

export interface DealsSearch {
  tab?: DealsTab
  deal?: number
}

const isTab = (value: unknown): value is DealsTab =>
  typeof value === 'string' && (DEALS_TABS as readonly string[]).includes(value)

/** Unknown or malformed params are dropped (the board shows). */
export function validateDealsSearch(search: Record<string, unknown>): DealsSearch {
  const result: DealsSearch = {}
  if (isTab(search.tab)) result.tab = search.tab
  const deal = typeof search.deal === 'string' ? Number(search.deal) : search.deal
  if (typeof deal === 'number' && Number.isSafeInteger(deal) && deal !== 0) result.deal = deal
  return result
}
