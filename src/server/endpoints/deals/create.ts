import { DEAL_ROUTES, type CreateDealResponse } from '../../../contract/deals.ts'
import { canAddDeal } from '../../../domain/permissions.ts'
import { readClientCompany } from '../../clients/read.ts'
import { addJournal } from '../../deals/journal.ts'
import { setPicAccess } from '../../deals/people.ts'
import { enterStage } from '../../deals/stageHistory.ts'
import { insertDeal } from '../../deals/store.ts'
import { assertSameUser, type Api } from '../../http/api.ts'
import { forbidden } from '../../http/errors.ts'
import { requireContactsOf, requireExisting, requireUsers } from '../../http/references.ts'

/** POST /pipeline: a new deal, journalled 'created'. */
export function registerDealCreateRoute(api: Api): void {
  api.serve(DEAL_ROUTES.create, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (!canAddDeal(call.actor)) throw forbidden()
    const { db } = call
    await requireExisting(db, 'client', input.clientId)
    await requireContactsOf(db, input.clientId, input.contactId > 0 ? [input.contactId] : [])
    await requireExisting(db, 'tribe', input.tribeId)
    await requireExisting(db, 'segment', input.segmentId)
    await requireExisting(db, 'branch', input.branchId)
    await requireUsers(db, [input.userIdRM, ...(input.picId > 0 ? [input.picId] : [])])

    const deal = await insertDeal(db, input, call.actor.id)
    await setPicAccess(db, deal.id, input.picId)
    await enterStage(db, deal.id, input.stageId)
    const company = await readClientCompany(db, input.clientId)
    await addJournal(db, {
      dealId: deal.id,
      type: 'created',
      headers: ['Deal created', input.name, company ?? ''],
      info: { dateCreated: new Date(deal.createdAt).toISOString() },
      by: call.actor.id,
    })
    const answer: CreateDealResponse = {
      id: deal.id,
      name: input.name,
      clientId: input.clientId,
      version: deal.version,
    }
    return { body: answer }
  })
}
