import { DEAL_ROUTES, type DeleteDealResponse } from '../../../contract/deals.ts'
import { dealForWrite } from '../../deals/lock.ts'
import { deleteDeal } from '../../deals/store.ts'
import type { Api } from '../../http/api.ts'

/** DELETE /pipeline/{dealId}/{userId}: permanent; answers the deal's name. */
export function registerDealRemoveRoute(api: Api): void {
  api.serve(DEAL_ROUTES.remove, async (call) => {
    const { dealId } = call.input.params
    const deal = await dealForWrite(call, dealId)
    await deleteDeal(call.db, dealId)
    const answer: DeleteDealResponse = { name: deal.name }
    return { body: answer }
  })
}
