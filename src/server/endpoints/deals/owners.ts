import { DEAL_ROUTES, type OwnersResponse } from '../../../contract/deals.ts'
import { replaceShares } from '../../db/shares.ts'
import { dealForWrite } from '../../deals/lock.ts'
import { replaceConsultants, setPicAccess } from '../../deals/people.ts'
import { updateDealOwners } from '../../deals/store.ts'
import { assertSameUser, type Api } from '../../http/api.ts'
import { conflict } from '../../http/errors.ts'
import { requireDistinct, requireExisting, requireUsers } from '../../http/references.ts'

/** POST /pipeline/owners: RM and tribe shares, segment, branch, person in charge, consultants. */
export function registerDealOwnerRoute(api: Api): void {
  api.serve(DEAL_ROUTES.owners, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    const deal = await dealForWrite(call, input.dealId)
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    const { db } = call
    const rmIds = input.rms.map((share) => share.userId)
    const tribeIds = input.tribes.map((share) => share.tribeId)
    requireDistinct(rmIds, 'rms')
    requireDistinct(tribeIds, 'tribes')
    await requireExisting(db, 'segment', input.segmentId)
    await requireExisting(db, 'branch', input.branchId)
    await requireExisting(db, 'tribe', tribeIds)
    await requireUsers(db, [
      ...rmIds,
      ...input.consultants,
      ...(input.picId > 0 ? [input.picId] : []),
    ])

    const dealId = deal.id
    const rms = input.rms.map((share) => ({ ...share, id: share.userId }))
    await replaceShares(db, 'dealRms', dealId, rms)
    const tribes = input.tribes.map((share) => ({ ...share, id: share.tribeId }))
    await replaceShares(db, 'dealTribes', dealId, tribes)
    await replaceConsultants(db, dealId, [...new Set(input.consultants)])
    await setPicAccess(db, dealId, input.picId)
    const version = await updateDealOwners(db, dealId, {
      segmentId: input.segmentId,
      branchId: input.branchId,
      picId: input.picId,
      tribeId: tribeIds[0] ?? null,
    })
    const answer: OwnersResponse = { dealId, version }
    return { body: answer }
  })
}
