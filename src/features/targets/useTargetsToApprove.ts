/**
 * The personal targets waiting for this user's decision that the device holds, live
 * (entities/targets/targetsToApproveReads.ts).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import type { Actor } from '../../domain/permissions.ts'
import { db } from '../../entities/db.ts'
import {
  readTargetsToApprove,
  type TargetToApprove,
} from '../../entities/targets/targetsToApproveReads.ts'

/** undefined while the first read runs. */
export function useTargetsToApprove(actor: Actor): TargetToApprove[] | undefined {
  return useLiveQuery(() => readTargetsToApprove(db, actor), [actor.id, actor.roleId])
}
