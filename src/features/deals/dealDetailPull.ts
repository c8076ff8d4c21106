/** The deal detail pulled into IndexedDB (dealDetails) through the sync engine's list pull. */
import { DEAL_ROUTES } from '../../contract/deals.ts'
import { pathOf } from '../../contract/route.ts'
import { asRows, readAnswer, type ListPull } from '../../sync/pull.ts'

export const dealDetailListKey = (dealId: number): string => `dealDetail:${dealId}`

export const dealDetailPull = (dealId: number): ListPull => ({
  key: dealDetailListKey(dealId),
  table: 'dealDetails',
  path: pathOf(DEAL_ROUTES.detail, { dealId }),
  rows: (body) => asRows([readAnswer(DEAL_ROUTES.detail, body)]),
})
