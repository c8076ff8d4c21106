/**
 * The deal detail pulled into IndexedDB (dealDetails) through the sync engine's list pull, with
 * the deal's card row made from it in the same transaction.
 */
import { DEAL_ROUTES, type DealDetail } from '../../contract/deals.ts'
import { pathOf } from '../../contract/route.ts'
import type { DerivedRows } from '../../sync/listStore.ts'
import { asRows, readAnswer, type ListPull } from '../../sync/pull.ts'
import { CARD_FIELDS_NOT_IN_DETAIL, cardFromDetail } from './dealCardFromDetail.ts'

export const dealDetailListKey = (dealId: number): string => `dealDetail:${dealId}`

/** The deals' card rows, made from their details as they are stored. */
export const cardsFromDetails: DerivedRows = {
  table: 'deals',
  rows: (details) => asRows((details as unknown as DealDetail[]).map(cardFromDetail)),
  keepLocal: CARD_FIELDS_NOT_IN_DETAIL,
}

export const dealDetailPull = (dealId: number): ListPull => ({
  key: dealDetailListKey(dealId),
  table: 'dealDetails',
  path: pathOf(DEAL_ROUTES.detail, { dealId }),
  rows: (body) => asRows([readAnswer(DEAL_ROUTES.detail, body)]),
  derived: cardsFromDetails,
})
