/** The Lost Deal list (core-spec "Lost deal list"). */

import type { Paged, Versioned } from './common.ts'
import { array, decimal } from './validate.ts'
import {
  answerId,
  answerList,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  pageInfoAnswer,
} from './answer.ts'
import { route } from './route.ts'
import { periodListParams, type PeriodListQuery } from './periodList.ts'

export const LOST_DEALS_PER_PAGE = 10

export interface LostDealRow extends Versioned {
  dealId: number
  dealName: string
  clientName: string
  rms: { id: number; text: string }[]
  proposalValue: number
}

export type LostDealList = Paged<LostDealRow>

export const LOST_DEAL_ROUTES = {
  /** Lost deals, newest loss first; search matches the deal name and the client name. */
  list: route<LostDealList, PeriodListQuery>({
    method: 'GET',
    pattern: '/pipeline/lostdeal/:from/:to/:tribe/:segment/:rm/:page/:perPage/:search',
    params: periodListParams,
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
