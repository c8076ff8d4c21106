import { RM_ROUTES } from '../../contract/rms.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { notFound } from '../http/errors.ts'
import { ROLE } from '../../domain/permissions.ts'
import { readPersonDetail, readRmList } from '../rms/read.ts'
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
    const { userId } = call.input.params
    // Every user's own, whatever the role (existing clients' Profile page); others' as an RM's.
    const own = userId === call.actor.id
    const person = await readPersonDetail(call.db, userId, own ? null : ROLE.rm)
    if (!person) throw notFound(own ? 'User' : 'RM')
    return { body: person }
  })

  api.serve(RM_ROUTES.create, (call) => createRm(call, call.input.body))

  // Every role saves its own (read-only roles too, as their profile); saveRm checks the rest.
  api.serve(RM_ROUTES.update, (call) => saveRm(call, call.input.params.id, call.input.body), {
    anyRole: true,
  })

  api.serve(RM_ROUTES.remove, (call) => {
    const { id, currentUserId } = call.input.params
    assertSameUser(call.actor, currentUserId)
    return removeRm(call, id)
  })
}
