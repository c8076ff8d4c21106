/** The Lost Deal list (core-spec "Lost deal list"). */

import type { Paged, Versioned } from './common.ts'
import { array, decimal, object, type Validator } from './validate.ts'
import {
  answerId,
  answerList,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  pageInfoAnswer,
} from './answer.ts'
import { searchText } from './calls.ts'
import { idOrZero, page, perPage, search, yyyymm } from './fields.ts'
import { route, type PathValues } from './route.ts'

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

/** A query as the list's path writes it: an empty search is '*'. */
export function lostDealValues(q: LostDealQuery): PathValues<LostDealQuery> {
  return { ...q, search: searchText(q.search) }
}

export const LOST_DEAL_ROUTES = {
  /** Lost deals, newest loss first; search matches the deal name and the client name. */
  list: route<LostDealList, LostDealQuery>({
    method: 'GET',
    pattern: '/pipeline/lostdeal/:from/:to/:tribe/:segment/:rm/:page/:perPage/:search',
    params: lostDealParams,
    answer: answerObject<LostDealList>({
      items: answerList<LostDealRow>({
        dealId: answerId(),
        dealName: answerText(),
        clientName: answerText(),
        rms: array(idTextAnswer),
        proposalValue: decimal(),
        version: answerVersion(),
      }),
      info: pageInfoAnswer,
    }),
  }),
}
