import { TARGET_ROUTES } from '../../contract/targets.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { notFound } from '../http/errors.ts'
import { decideTargets } from '../targets/decision.ts'
import { readIndividualTarget, readTargetStatus, readUnitTarget } from '../targets/read.ts'
import { saveTargets } from '../targets/save.ts'
import { UNIT_LABEL, unitExists } from '../targets/units.ts'

/**
 * The target calls (sales-activity-spec sections 4, 6 and 7; the rules are the contract's):
 * status before the unit read, as both have three segments after /target.
 */
export function registerTargetRoutes(api: Api): void {
  api.serve(TARGET_ROUTES.status, async (call) => {
    const { year, userId } = call.input.params
    const status = await readTargetStatus(call.db, userId, year)
    if (!status) throw notFound('Target')
    return { body: status }
  })

  api.serve(TARGET_ROUTES.read, async (call) => {
    const { type, id, year } = call.input.params
    const unit = { type, id }
    if (!(await unitExists(call.db, unit))) throw notFound(UNIT_LABEL[type])
    return { body: await readUnitTarget(call.db, unit, year) }
  })

  api.serve(TARGET_ROUTES.individual, async (call) => {
    const { year, userId } = call.input.params
    if (!(await unitExists(call.db, { type: 'rm', id: userId }))) throw notFound('User')
    return { body: await readIndividualTarget(call.db, userId, year, call.actor.id) }
  })

  api.serve(TARGET_ROUTES.save, (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    const unit = { type: input.type, id: input.id }
    if (input.Approve) return decideTargets(call, unit, input, 'approve')
    if (input.Reject) return decideTargets(call, unit, input, 'reject')
    return saveTargets(call, unit, input)
  })
}
