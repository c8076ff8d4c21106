import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { TARGET_STATUS, type TargetPayload } from '../../contract/targets.ts'
import type { Answer, Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { conflict, notFound } from '../http/errors.ts'
import type { TargetDecision } from '../../domain/targets.ts'
import { assertMayDecide } from './access.ts'
import { readUnitTarget } from './read.ts'
import { lockTarget, markDecided } from './store.ts'
import type { TargetUnit } from '../../domain/targets.ts'
import { decisionYear } from './years.ts'

const DECIDED_STATUS: Record<TargetDecision, string> = {
  approve: TARGET_STATUS.approved,
  reject: TARGET_STATUS.rejected,
}

/**
 * POST /pipeline/target with Approve or Reject: decides the unit's pending target of one year.
 * The same decision again answers 204 unchanged (a retry); another status answers 409; its rows
 * are never saved (an approver does not edit).
 */
export async function decideTargets(
  call: Call,
  unit: TargetUnit,
  input: TargetPayload,
  kind: TargetDecision,
): Promise<Answer> {
  const year = decisionYear(input)
  await assertMayDecide(call.db, call.actor, unit, kind)
  const target = await lockTarget(call.db, unit, year)
  if (!target) throw notFound('Target')
  await checkIfMatch(call.header(IF_MATCH_HEADER), target.version, () =>
    readUnitTarget(call.db, unit, year),
  )
  const status = DECIDED_STATUS[kind]
  if (target.status === status) return { status: 204, version: target.version }
  if (target.status !== TARGET_STATUS.needApproval) {
    throw conflict(`Only a target that needs approval can be decided; it is '${target.status}'`)
  }
  return { status: 204, version: await markDecided(call.db, target.id, status, call.actor.id) }
}
