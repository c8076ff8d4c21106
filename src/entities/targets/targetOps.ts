/**
 * Target ops (sales-activity-spec "Sales target", sections 4 and 7): save (submit) one unit's
 * target of one year, and approve or reject it. Both are POST /pipeline/target, answered 204 with
 * no body: the server bumps the target's version, and If-Match guaranteed the base, so the new
 * one is base + 1. A 412 answers the target as the unit read gives it: two people acting on one
 * target (the RM edits while the leader approves) conflict instead of overwriting each other.
 */
import { pathOf } from '../../contract/route.ts'
import { TARGET_ROUTES, type TargetMonthRead, type TargetPayload } from '../../contract/targets.ts'
import { check } from '../../contract/validate.ts'
import { targetAmounts, type TargetDecision } from '../../domain/targets.ts'
import { targetRowOfUnit } from './targetRows.ts'
import { defineUpdateOp, type WriteBack } from '../../sync/opType.ts'
import { fieldsOf, NOT_CHANGED, sets } from '../../sync/payloadFields.ts'
import type { Row } from '../../sync/syncDb.ts'

/** The target payload's unit and year (the payload's id is the unit's), and the row's key. */
type TargetOfYear = Pick<TargetPayload, 'type'> & {
  /** targetKey(type, unitId, year). */
  key: number
  unitId: TargetPayload['id']
  year: NonNullable<TargetPayload['year']>
}

export type TargetSaveArgs = TargetOfYear & {
  /** The year's months as saved (sent as the payload's items; months not sent are 0 afterwards). */
  items: TargetMonthRead[]
  /** The status text the save leaves (the domain's savedTargetStatus). */
  status: string
}

export type TargetDecideArgs = TargetOfYear & {
  decision: TargetDecision
  /** The status text the decision leaves. */
  status: string
}

const bumped = (_answer: unknown, baseVersion?: number | null): WriteBack => ({
  patch: typeof baseVersion === 'number' ? { version: baseVersion + 1 } : {},
})

/** The 412 body: the target as GET /Pipeline/target/{type}/{id}/{year} answers it. */
function targetServerState(body: unknown): Row | null {
  const read = TARGET_ROUTES.read.answer
  if (!read) return null
  const checked = check(read, body)
  if (!checked.ok) return null
  const { targetId, status, items, version } = targetRowOfUnit(checked.value)
  return { targetId, status, items, version }
}

function targetRequest(payload: TargetPayload) {
  const { save } = TARGET_ROUTES
  return { method: save.method, path: pathOf(save, {}), body: payload }
}

export const targetSave = defineUpdateOp<TargetSaveArgs>({
  type: 'target.save',
  label: 'Submit target',
  table: 'targets',
  kind: 'update',
  idArg: 'key',
  refs: {},
  ifMatch: true,
  local: ({ type, unitId, year, items, status }) => ({ type, unitId, year, items, status }),
  request: (args, { userId }) =>
    targetRequest({
      id: args.unitId,
      type: args.type,
      userId,
      year: args.year,
      items: args.items.map((row) => ({
        month: row.month,
        year: row.year,
        targets: targetAmounts(row),
      })),
      Approve: false,
      Reject: false,
    }),
  writeBack: bumped,
  serverState: targetServerState,
  fields: fieldsOf<TargetPayload>()({
    id: NOT_CHANGED,
    type: NOT_CHANGED,
    userId: NOT_CHANGED,
    year: NOT_CHANGED,
    // The whole year's months, and the status a save leaves (a decision meanwhile clashes).
    items: sets('items', 'status'),
    Approve: NOT_CHANGED,
    Reject: NOT_CHANGED,
  }),
  merges: true,
})

export const targetDecide = defineUpdateOp<TargetDecideArgs>({
  type: 'target.decide',
  label: 'Approve or reject target',
  table: 'targets',
  kind: 'update',
  idArg: 'key',
  refs: {},
  ifMatch: true,
  local: ({ status }) => ({ status }),
  request: (args, { userId }) =>
    targetRequest({
      id: args.unitId,
      type: args.type,
      userId,
      year: args.year,
      items: [],
      Approve: args.decision === 'approve',
      Reject: args.decision === 'reject',
    }),
  writeBack: bumped,
  serverState: targetServerState,
  fields: fieldsOf<TargetPayload>()({
    id: NOT_CHANGED,
    type: NOT_CHANGED,
    userId: NOT_CHANGED,
    year: NOT_CHANGED,
    // Sent empty: a decision changes no month.
    items: NOT_CHANGED,
    Approve: sets('status'),
    Reject: sets('status'),
  }),
  // Always asks: approving or rejecting is a decision on the target as the person saw it.
  merges: false,
})
