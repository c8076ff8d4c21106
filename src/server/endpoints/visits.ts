import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { VISIT_ROUTES, type VisitPayload, type VisitResponse } from '../../contract/visits.ts'
import { ROLE } from '../../domain/permissions.ts'
import { addJournal } from '../deals/journal.ts'
import { dealForWrite } from '../deals/lock.ts'
import { assertSameUser, type Api, type Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts'
import { requireContactsOf, requireExisting, requireUsers } from '../http/references.ts'
import { loadVisit, meetingInfo, saveVisitPeople } from '../visits/store.ts'

const VISIT_COLUMNS = `visit_date = $2, start_time = $3, end_time = $4, location = $5,
  objective = $6, next_step = $7, remark = $8`

const visitValues = (visit: VisitPayload) => [
  visit.visitDate,
  visit.startTime,
  visit.endTime,
  visit.location,
  visit.objective,
  visit.nextStep,
  visit.remark,
]

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

/** The deal journal's 'meeting' entry of a visit: added on create, rewritten on update. */
async function writeMeeting(
  call: Call,
  dealId: number,
  visitId: number,
  clientId: number,
  visit: VisitPayload,
): Promise<void> {
  const { clientName, info } = await meetingInfo(call.db, visitId, clientId, visit)
  const headers: [string, string, string] = ['Sales visit', clientName, visit.objective]
  const updated = await call.db.query(
    `UPDATE deal_journal SET header1 = $3, header2 = $4, header3 = $5, info = $6::jsonb
      WHERE deal_id = $1 AND type = 'meeting' AND info->>'visitId' = $2::text RETURNING id`,
    [dealId, String(visitId), ...headers, JSON.stringify(info)],
  )
  if (updated.length === 0) {
    await addJournal(call.db, { dealId, type: 'meeting', headers, info, by: call.actor.id })
  }
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
    const [row] = await call.db.query<{ id: number; version: number }>(
      `INSERT INTO visits (deal_id, client_id, user_id, visit_date, start_time, end_time, location,
                           objective, next_step, remark)
       VALUES ($9, $10, $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, version`,
      [call.actor.id, ...visitValues(visit), visit.dealId || null, clientId],
    )
    const visitId = row!.id
    await saveVisitPeople(call.db, visitId, visit)
    if (visit.dealId > 0) await writeMeeting(call, visit.dealId, visitId, clientId, visit)
    const answer: VisitResponse = { dealId: visit.dealId, id: visitId, version: row!.version }
    return { body: answer }
  })

  api.serve(VISIT_ROUTES.update, async (call) => {
    const { visitId } = call.input.params
    const visit = call.input.body
    if (visit.id !== visitId) throw badRequest('id must be the visit of the path')
    assertSameUser(call.actor, visit.userId)
    const [current] = await call.db.query<{
      deal_id: number | null
      user_id: number | null
      version: number
    }>('SELECT deal_id, user_id, version FROM visits WHERE id = $1 FOR UPDATE', [visitId])
    if (!current) throw notFound('Visit')
    if (visit.dealId !== (current.deal_id ?? 0)) {
      throw badRequest('dealId must be the deal of the visit')
    }
    let dealClientId: number | null = null
    if (current.deal_id !== null) {
      dealClientId = (await dealForWrite(call, current.deal_id, { ifMatch: false })).clientId
    } else if (call.actor.roleId === ROLE.rm && current.user_id !== call.actor.id) {
      // A standalone visit is its recorder's, or one of its RMs'.
      const [rm] = await call.db.query(
        'SELECT 1 FROM visit_rms WHERE visit_id = $1 AND user_id = $2',
        [visitId, call.actor.id],
      )
      if (!rm) throw forbidden()
    }
    await checkIfMatch(call.header(IF_MATCH_HEADER), current.version, () =>
      loadVisit(call.db, visitId),
    )
    const clientId = await visitClient(call, visit, dealClientId)
    const [row] = await call.db.query<{ version: number }>(
      `UPDATE visits SET ${VISIT_COLUMNS}, client_id = $9, updated_at = now(), version = version + 1
        WHERE id = $1 RETURNING version`,
      [visitId, ...visitValues(visit), clientId],
    )
    await saveVisitPeople(call.db, visitId, visit)
    if (current.deal_id !== null) {
      await writeMeeting(call, current.deal_id, visitId, clientId, visit)
    }
    const answer: VisitResponse = { dealId: visit.dealId, id: visitId, version: row!.version }
    return { body: answer }
  })
}
