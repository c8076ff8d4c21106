import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { VISIT_ROUTES, type VisitPayload, type VisitResponse } from '../../contract/visits.ts'
import { ROLE } from '../../domain/permissions.ts'
import { dealForWrite } from '../deals/lock.ts'
import { assertSameUser, type Api, type Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts'
import { requireContactsOf, requireExisting, requireUsers } from '../http/references.ts'
import { journalMeeting } from '../visits/journal.ts'
import {
  insertVisit,
  isVisitRm,
  loadVisit,
  lockVisit,
  saveVisitPeople,
  updateVisit,
} from '../visits/store.ts'

/**
 * The client the visit is at: a deal-bound visit is at its deal's client (a clientId sent with it
 * must be that one), a standalone visit at its clientId. Checks the people and tribes named.
 */
async function visitClient(call: Call, visit: VisitPayload, dealClientId: number | null) {
  if (dealClientId !== null && visit.clientId !== 0 && visit.clientId !== dealClientId) {
    throw badRequest('clientId must be the client of the deal')
  }
  const clientId = dealClientId ?? visit.clientId
  if (dealClientId === null) await requireExisting(call.db, 'client', clientId)
  await requireContactsOf(call.db, clientId, visit.contacts)
  await requireUsers(call.db, [...visit.rms, ...visit.consultants])
  await requireExisting(call.db, 'tribe', visit.tribes)
  return clientId
}

/** Sales visits with or without a deal (sales-activity-spec sections 3, 5, 7). */
export function registerVisitRoutes(api: Api): void {
  api.serve(VISIT_ROUTES.create, async (call) => {
    const visit = call.input.body
    assertSameUser(call.actor, visit.userId)
    let dealClientId: number | null = null
    if (visit.dealId > 0) {
      const deal = await dealForWrite(call, visit.dealId, { ifMatch: false })
      if (deal.state !== 'open') throw conflict('A sales visit is added to an open deal only')
      dealClientId = deal.clientId
    }
    const clientId = await visitClient(call, visit, dealClientId)
    const row = await insertVisit(call.db, visit, { userId: call.actor.id, clientId })
    await saveVisitPeople(call.db, row.id, visit)
    if (visit.dealId > 0) {
      const meeting = { dealId: visit.dealId, visitId: row.id, clientId, by: call.actor.id }
      await journalMeeting(call.db, meeting, visit)
    }
    const answer: VisitResponse = { dealId: visit.dealId, id: row.id, version: row.version }
    return { body: answer }
  })

  api.serve(VISIT_ROUTES.update, async (call) => {
    const { visitId } = call.input.params
    const visit = call.input.body
    if (visit.id !== visitId) throw badRequest('id must be the visit of the path')
    assertSameUser(call.actor, visit.userId)
    const current = await lockVisit(call.db, visitId)
    if (!current) throw notFound('Visit')
    if (visit.dealId !== (current.dealId ?? 0)) {
      throw badRequest('dealId must be the deal of the visit')
    }
    let dealClientId: number | null = null
    if (current.dealId !== null) {
      dealClientId = (await dealForWrite(call, current.dealId, { ifMatch: false })).clientId
    } else if (call.actor.roleId === ROLE.rm && current.userId !== call.actor.id) {
      // A standalone visit is its recorder's, or one of its RMs'.
      if (!(await isVisitRm(call.db, visitId, call.actor.id))) throw forbidden()
    }
    await checkIfMatch(call.header(IF_MATCH_HEADER), current.version, () =>
      loadVisit(call.db, visitId),
    )
    const clientId = await visitClient(call, visit, dealClientId)
    const version = await updateVisit(call.db, visitId, visit, clientId)
    await saveVisitPeople(call.db, visitId, visit)
    if (current.dealId !== null) {
      const meeting = { dealId: current.dealId, visitId, clientId, by: call.actor.id }
      await journalMeeting(call.db, meeting, visit)
    }
    const answer: VisitResponse = { dealId: visit.dealId, id: visitId, version }
    return { body: answer }
  })
}
