import type { DealIdResponse } from '../../contract/deals.ts'
import { STATUS_ROUTES, type StatusWriteResponse } from '../../contract/status.ts'
import { dealForWrite } from '../deals/lock.ts'
import { dealExists } from '../deals/store.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { statusForWrite } from '../status/access.ts'
import { statusUpdatesOf } from '../status/read.ts'
import { deleteStatusUpdate, insertStatusUpdate, updateStatusUpdate } from '../status/store.ts'

/** The Status Update card of the deal detail. */
export function registerStatusRoutes(api: Api): void {
  api.serve(STATUS_ROUTES.list, async (call) => {
    const { dealId } = call.input.params
    if (!(await dealExists(call.db, dealId))) throw notFound('Deal')
    return { body: await statusUpdatesOf(call.db, [dealId]) }
  })

  api.serve(STATUS_ROUTES.create, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    await dealForWrite(call, input.dealId, { ifMatch: false })
    const row = await insertStatusUpdate(call.db, {
      dealId: input.dealId,
      status: input.status,
      userId: call.actor.id,
    })
    const answer: StatusWriteResponse = { dealId: input.dealId, id: row.id, version: row.version }
    return { body: answer }
  })

  api.serve(STATUS_ROUTES.update, async (call) => {
    const { statusId } = call.input.params
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (input.id !== 0 && input.id !== statusId)
      throw badRequest('id must be the status of the path')
    const current = await statusForWrite(call, statusId)
    if (input.dealId !== current.dealId) throw badRequest('dealId must be the deal of the status')
    const version = await updateStatusUpdate(call.db, statusId, {
      status: input.status,
      userId: call.actor.id,
    })
    const answer: StatusWriteResponse = { dealId: current.dealId, id: statusId, version }
    return { body: answer }
  })

  api.serve(STATUS_ROUTES.remove, async (call) => {
    const { statusId } = call.input.params
    const current = await statusForWrite(call, statusId)
    await deleteStatusUpdate(call.db, statusId)
    const answer: DealIdResponse = { dealId: current.dealId }
    return { body: answer }
  })
}
