import { RM_ROUTES } from '../../contract/rms.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { notFound } from '../http/errors.ts'
import { readRmDetail, readRmList } from '../rms/read.ts'
import { createRm, removeRm, saveRm } from '../rms/save.ts'

/**
 * The relationship manager calls (sales-activity-spec sections 2, 6 and 7; the rules are the
 * contract's). Every pattern starts /pipeline/rm or /pipeline/list, never digits, so the generic
 * /pipeline/:dealId{[0-9]+} routes registered later never take them; the methods tell
 * /pipeline/rm/:id (PUT) from /pipeline/rm/:userId (GET).
 */
export function registerRmRoutes(api: Api): void {
  api.serve(RM_ROUTES.list, async (call) => ({
    body: await readRmList(call.db, call.input.params),
  }))

  api.serve(RM_ROUTES.detail, async (call) => {
    const rm = await readRmDetail(call.db, call.input.params.userId)
    if (!rm) throw notFound('RM')
    return { body: rm }
  })

  api.serve(RM_ROUTES.create, (call) => createRm(call, call.input.body))

  api.serve(RM_ROUTES.update, (call) => saveRm(call, call.input.params.id, call.input.body))

  api.serve(RM_ROUTES.remove, (call) => {
    const { id, currentUserId } = call.input.params
    assertSameUser(call.actor, currentUserId)
    return removeRm(call, id)
  })
}
