import { DEAL_ROUTES } from '../../../contract/deals.ts'
import { dealForWrite, touchDeal } from '../../deals/lock.ts'
import { replaceMembers } from '../../deals/people.ts'
import { setDealClient } from '../../deals/store.ts'
import { assertSameUser, type Api } from '../../http/api.ts'
import { badRequest, conflict } from '../../http/errors.ts'
import { requireContactsOf, requireExisting } from '../../http/references.ts'

/** PUT /pipeline/client/{clientId}: the deal's client, contact and members. */
export function registerDealClientRoute(api: Api): void {
  api.serve(DEAL_ROUTES.clientInfo, async (call) => {
    const { clientId } = call.input.params
    const input = call.input.body
    if (input.clientId !== clientId) throw badRequest('clientId must be the client of the path')
    assertSameUser(call.actor, input.userId)
    const deal = await dealForWrite(call, input.dealId)
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    await requireExisting(call.db, 'client', clientId)
    const memberIds = input.memberIds.filter((member) => member !== input.contactId)
    await requireContactsOf(call.db, clientId, [input.contactId, ...memberIds])
    await setDealClient(call.db, deal.id, clientId, input.contactId)
    await replaceMembers(call.db, deal.id, memberIds)
    await touchDeal(call.db, deal.id)
    return { status: 204 }
  })
}
