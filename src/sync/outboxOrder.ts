/**
 * The order the outbox keeps: an op waits for the earlier ops on its entity (and for the create
 * of any temporary entity it refers to); ops on other entities go ahead. Read by the drain, by
 * the sync states screens show and by the engine's timer, apart from the drain's own code (which
 * loads when there is something to send).
 */
import { entityKey, isTempId, type OutboxOp } from '../store/outbox.ts'
import { opTypeOf } from './opRegistry.ts'
import { refIds } from './syncDb.ts'

/**
 * The entity keys an op waits on: its own, temporary entities its args refer to, and the entities
 * of its `waitsOn` refs.
 */
export function waitKeys(op: OutboxOp): string[] {
  const keys = [op.entityKey]
  const opType = opTypeOf(op.type)
  const always: ReadonlySet<string> = new Set(opType.waitsOn ?? [])
  for (const [arg, table] of Object.entries(opType.refs)) {
    if (typeof table !== 'string') continue
    for (const id of refIds(op.args[arg])) {
      if (isTempId(id) || always.has(arg)) keys.push(entityKey(table, id))
    }
  }
  return keys
}

/** The ops (seq order) that no earlier op on the same or a referenced temporary entity holds back. */
function frontOps(ops: readonly OutboxOp[]): OutboxOp[] {
  const seen = new Set<string>()
  const front: OutboxOp[] = []
  for (const op of ops) {
    const held = waitKeys(op).some((key) => seen.has(key))
    seen.add(op.entityKey)
    if (!held) front.push(op)
  }
  return front
}

/** The ops that may be sent now (seq order), none on an entity in `busy`. */
export function readyOps(
  ops: readonly OutboxOp[],
  now: number,
  busy: ReadonlySet<string> = new Set(),
): OutboxOp[] {
  return frontOps(ops).filter(
    (op) => op.status === 'pending' && op.nextAttemptAt <= now && !busy.has(op.entityKey),
  )
}

/** When the earliest op that waits only for time is due. */
export function nextDueAt(ops: readonly OutboxOp[]): number | null {
  const due = frontOps(ops)
    .filter((op) => op.status === 'pending')
    .map((op) => op.nextAttemptAt)
  return due.length === 0 ? null : Math.min(...due)
}

export interface OpView {
  op: OutboxOp
  /** The earlier op it waits behind (on its entity, or the create of an entity it refers to). */
  waitingBehind: { seq: number; status: OutboxOp['status'] } | null
}

/** Each op with what it waits behind ('waiting behind a conflict'), seq order. */
export function describeOps(ops: readonly OutboxOp[]): OpView[] {
  const firstByEntity = new Map<string, OutboxOp>()
  return [...ops]
    .sort((a, b) => a.seq - b.seq)
    .map((op) => {
      const blocker = waitKeys(op)
        .map((key) => firstByEntity.get(key))
        .find((found): found is OutboxOp => found !== undefined)
      if (!firstByEntity.has(op.entityKey)) firstByEntity.set(op.entityKey, op)
      return {
        op,
        waitingBehind: blocker ? { seq: blocker.seq, status: blocker.status } : null,
      }
    })
}
