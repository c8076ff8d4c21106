import { DEAL_ROUTES, type UpdateDealResponse } from '../../../contract/deals.ts'
import { stageName } from '../../../domain/stages.ts'
import { addJournal } from '../../deals/journal.ts'
import { dealForWrite } from '../../deals/lock.ts'
import { dropMembersOfOtherClients, setPicAccess } from '../../deals/people.ts'
import { enterStage } from '../../deals/stageHistory.ts'
import { updateDeal } from '../../deals/store.ts'
import { assertSameUser, type Api } from '../../http/api.ts'
import { badRequest } from '../../http/errors.ts'
import { requireContactsOf, requireExisting, requireUsers } from '../../http/references.ts'

/** PUT /pipeline/{dealId}: the deal name save payload; stage and probability changes journalled. */
export function registerDealUpdateRoute(api: Api): void {
  api.serve(DEAL_ROUTES.update, async (call) => {
    const { dealId } = call.input.params
    const input = call.input.body
    if (input.id !== dealId) throw badRequest('id must be the deal of the path')
    assertSameUser(call.actor, input.userId)
    const deal = await dealForWrite(call, dealId)
    const { db } = call
    await requireExisting(db, 'client', input.clientId)
    await requireContactsOf(db, input.clientId, input.contactId > 0 ? [input.contactId] : [])
    await requireExisting(db, 'segment', input.segmentId)
    await requireExisting(db, 'branch', input.branchId)
    if (input.picId > 0) await requireUsers(db, input.picId)

    const version = await updateDeal(db, dealId, input)
    if (input.clientId !== deal.clientId) {
      await dropMembersOfOtherClients(db, dealId, input.clientId)
    }
    await setPicAccess(db, dealId, input.picId)
    if (input.stageId !== deal.stage) {
      if (deal.state === 'open') await enterStage(db, dealId, input.stageId)
      await addJournal(db, {
        dealId,
        type: 'stage',
        headers: ['Stage changed', stageName(deal.stage), stageName(input.stageId)],
        info: { fromStage: deal.stage, toStage: input.stageId },
        by: call.actor.id,
      })
    }
    if (input.probability !== deal.probability) {
      await addJournal(db, {
        dealId,
        type: 'prob',
        headers: ['Probability updated', `${deal.probability}%`, `${input.probability}%`],
        info: { from: deal.probability, to: input.probability },
        by: call.actor.id,
      })
    }
    const answer: UpdateDealResponse = { id: dealId, name: input.name, version }
    return { body: answer }
  })
}
