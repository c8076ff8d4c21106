/**
 * The Lost Deal list as IndexedDB keeps it: every lost deal of a filter, pulled page by page
 * through the sync engine's list pull into `deals` as card rows with state 'lost' (the list key
 * `lostDeals:<filter>` remembers which). Search and paging run on the device.
 */
import { withSearchText } from '../../contract/calls.ts'
import { LOST_DEAL_ROUTES, type LostDealList, type LostDealRow } from '../../contract/lostDeals.ts'
import type { PeriodListQuery } from '../../contract/periodList.ts'
import { pathOf } from '../../contract/route.ts'
import type { DealRow } from './dealRows.ts'
import { readAnswer, type ListPull } from '../../sync/pull.ts'
import type { Row } from '../../sync/syncDb.ts'
import { lostDealsListKey, type LostDealFilter } from './dealLists.ts'

/** Rows asked per page while walking the server's pages (the call allows up to 500). */
export const LOST_DEALS_PULL_PAGE_SIZE = 100

const pageQuery = (filter: LostDealFilter, page: number): PeriodListQuery => ({
  from: filter.from,
  to: filter.to,
  tribe: filter.tribe,
  segment: filter.segment,
  rm: filter.rm,
  page,
  perPage: LOST_DEALS_PULL_PAGE_SIZE,
  search: '',
})

/** Card fields the lost deal list does not answer: a card row this device holds keeps them. */
export const LOST_DEAL_UNANSWERED_FIELDS = [
  'stage',
  'age',
  'dealDate',
  'clientId',
  'probability',
  'access',
  'invoicePeriod',
  'statusDate',
  'lostAt',
] as const satisfies readonly (keyof DealRow)[]

/**
 * A lost deal as a card row; the fields the list lacks get neutral values (a deal this device
 * already holds keeps its own, see LOST_DEAL_UNANSWERED_FIELDS).
 */
export function lostDealCard(row: LostDealRow): DealRow {
  return {
    dealId: row.dealId,
    dealName: row.dealName,
    stage: 0,
    age: 0,
    dealDate: '',
    clientName: row.clientName,
    clientId: 0,
    proposalValue: row.proposalValue,
    probability: 0,
    access: [],
    rms: row.rms.map((rm) => ({ id: rm.id, text: rm.text })),
    invoicePeriod: 0,
    statusDate: null,
    version: row.version,
    state: 'lost',
  }
}

const lostDealPage = (body: unknown): LostDealList => readAnswer(LOST_DEAL_ROUTES.list, body)

/** The page after this answer's, or null when it was the last (or answered nothing). */
export function nextLostDealPage(answer: LostDealList): number | null {
  const { page, perPage, total } = answer.info
  return answer.items.length > 0 && page * perPage < total ? page + 1 : null
}

const lostDealPath = (filter: LostDealFilter, page: number): string =>
  pathOf(LOST_DEAL_ROUTES.list, withSearchText(pageQuery(filter, page)))

export const lostDealsPull = (filter: LostDealFilter): ListPull => ({
  key: lostDealsListKey(filter),
  table: 'deals',
  path: lostDealPath(filter, 1),
  rows: (body) => lostDealPage(body).items.map((row): Row => ({ ...lostDealCard(row) })),
  keepLocal: LOST_DEAL_UNANSWERED_FIELDS,
  nextPath: (body) => {
    const next = nextLostDealPage(lostDealPage(body))
    return next === null ? null : lostDealPath(filter, next)
  },
})
