import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { TARGET_STATUS, type TargetPayload } from '../../contract/targets.ts'
import type { Actor } from '../../domain/permissions.ts'
import { savedTargetStatus, type TargetUnit } from '../../domain/targets.ts'
import type { Answer, Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest } from '../http/errors.ts'
import { assertMaySave } from './access.ts'
import { readUnitTarget } from './read.ts'
import {
  createTarget,
  lockTarget,
  markSaved,
  replaceTargetMonths,
  type LockedTarget,
  type TargetDecision,
} from './store.ts'
import { UNIT_LABEL, unitExists } from './units.ts'
import { rowsByYear } from './years.ts'

/**
 * What a save leaves: its own person's save (an RM submitting their personal target) needs
 * approval; any other save is a manager's, approved at once by that manager.
 */
function savedStatus(actor: Actor, unit: TargetUnit): TargetDecision {
  return savedTargetStatus(actor, unit) === 'needApproval'
    ? { status: TARGET_STATUS.needApproval, selfTarget: true, decidedBy: null }
    : { status: TARGET_STATUS.approved, selfTarget: false, decidedBy: actor.id }
}

const sendsIfMatch = (header: string | undefined): boolean =>
  header !== undefined && header.trim() !== '' && header.trim() !== '*'

/**
 * The unit's target of the year, locked, created (version 0) when not set; the If-Match version
 * (when sent) still current, else 412 with the target as the unit read answers it.
 */
async function targetForSave(
  call: Call,
  unit: TargetUnit,
  year: number,
  decision: TargetDecision,
): Promise<LockedTarget> {
  const ifMatch = call.header(IF_MATCH_HEADER)
  const stored = () => readUnitTarget(call.db, unit, year)
  const found = await lockTarget(call.db, unit, year)
  if (found) {
    await checkIfMatch(ifMatch, found.version, stored)
    return found
  }
  await checkIfMatch(ifMatch, 0, stored)
  const created = await createTarget(call.db, unit, year, call.actor.id, decision)
  if (created) return created
  // Added by a concurrent save since the lock found none.
  const added = (await lockTarget(call.db, unit, year))!
  await checkIfMatch(ifMatch, added.version, stored)
  return added
}

/**
 * POST /pipeline/target without Approve or Reject: saves (submits) the rows of each year as that
 * year's target of the unit, with the status the saver gives it; answers 204 with the new version
 * as ETag when one target was saved.
 */
export async function saveTargets(
  call: Call,
  unit: TargetUnit,
  input: TargetPayload,
): Promise<Answer> {
  const years = rowsByYear(input)
  if (years.size > 1 && sendsIfMatch(call.header(IF_MATCH_HEADER))) {
    throw badRequest('If-Match names the target of one year: send the items of one year')
  }
  assertMaySave(call.actor, unit)
  if (!(await unitExists(call.db, unit))) {
    throw badRequest(`${UNIT_LABEL[unit.type]} ${unit.id} does not exist`)
  }
  const decision = savedStatus(call.actor, unit)
  let version = 0
  for (const [year, rows] of years) {
    const target = await targetForSave(call, unit, year, decision)
    await replaceTargetMonths(call.db, target.id, rows)
    version = await markSaved(call.db, target.id, decision)
  }
  return years.size === 1 ? { status: 204, version } : { status: 204 }
}
