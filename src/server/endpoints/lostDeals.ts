import { LOST_DEAL_ROUTES } from '../../contract/lostDeals.ts'
import { readLostDeals } from '../deals/lost.ts'
import type { Api } from '../http/api.ts'

/** GET /pipeline/lostdeal/...: lost deals, paged, newest loss first. */
export function registerLostDealRoutes(api: Api): void {
  api.serve(LOST_DEAL_ROUTES.list, async (call) => ({
    body: await readLostDeals(call.db, call.input.params),
  }))
}
