/** The deal detail pulled into IndexedDB (dealDetails) through the sync engine's list pull. */
import { DEAL_ROUTES } from '../../contract/deals.ts'
import { pathOf } from '../../contract/route.ts'
import { PullError, type ListPull } from '../../sync/pull.ts'
import type { Row } from '../../sync/syncDb.ts'

export const dealDetailListKey = (dealId: number): string => `dealDetail:${dealId}`

const isDetail = (body: unknown): body is Row =>
  typeof body === 'object' && body !== null && typeof (body as Row).id === 'number'

export const dealDetailPull = (dealId: number): ListPull => ({
  key: dealDetailListKey(dealId),
  table: 'dealDetails',
  path: pathOf(DEAL_ROUTES.detail, { dealId }),
  rows: (body) => {
    if (!isDetail(body)) throw new PullError(200, body)
    return [body]
  },
})
