/** The Lost Deal list (core-spec "Lost deal list"). */

import type { Paged, Versioned } from './common.ts'
import { object, type Validator } from './validate.ts'
import { idOrZero, page, perPage, search, yyyymm } from './fields.ts'

export interface LostDealQuery {
  from: number
  to: number
  tribe: number
  segment: number
  rm: number
  page: number
  perPage: number
  /** '' for none (sent as '*'). */
  search: string
}

export const LOST_DEAL_PATHS = {
  /** GET: lost deals, newest loss first; search matches the deal name and the client name. */
  list: (q: LostDealQuery) =>
    `/pipeline/lostdeal/${q.from}/${q.to}/${q.tribe}/${q.segment}/${q.rm}/${q.page}/${q.perPage}/${encodeURIComponent(q.search.trim() || '*')}`,
} as const

export const LOST_DEALS_PER_PAGE = 10

export interface LostDealRow extends Versioned {
  dealId: number
  dealName: string
  clientName: string
  rms: { id: number; text: string }[]
  proposalValue: number
}

export type LostDealList = Paged<LostDealRow>

export const lostDealParams: Validator<LostDealQuery> = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  page: page(),
  perPage: perPage(),
  search: search(),
})
