/** The Lost Deal list (core-spec "Lost deal list"). */

import { array, decimal, type Infer } from './validate.ts'
import {
  answerId,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  pageInfoAnswer,
} from './answer.ts'
import { route } from './route.ts'
import { periodListParams } from './periodList.ts'

export const LOST_DEALS_PER_PAGE = 10

const lostDealRowAnswer = answerObject({
  dealId: answerId(),
  dealName: answerText(),
  clientName: answerText(),
  rms: array(idTextAnswer),
  proposalValue: decimal(),
  version: answerVersion(),
})
export type LostDealRow = Infer<typeof lostDealRowAnswer>

const lostDealListAnswer = answerObject({ items: array(lostDealRowAnswer), info: pageInfoAnswer })
export type LostDealList = Infer<typeof lostDealListAnswer>

export const LOST_DEAL_ROUTES = {
  /** Lost deals, newest loss first; search matches the deal name and the client name. */
  list: route({
    method: 'GET',
    pattern: '/pipeline/lostdeal/:from/:to/:tribe/:segment/:rm/:page/:perPage/:search',
    params: periodListParams,
    answer: lostDealListAnswer,
  }),
}
