/**
 * What screens show of the outbox: per card (synced, pending, failed, conflict) from one read of
 * the user's unsettled ops turned into a Map keyed by entityKey (cheap for thousands of cards),
 * and the counts of the top bar (what each op waits behind is outboxOrder.ts's describeOps).
 */
import { entityKey, isStalled, type OutboxOp } from '../store/outbox.ts'
import type { Connectivity } from './connectivity.ts'
import { userOps, type SyncDb } from './syncDb.ts'

export type EntitySyncState = 'synced' | 'pending' | 'stalled' | 'failed' | 'conflict'

export interface EntityOps {
  state: Exclude<EntitySyncState, 'synced'>
  /** The entity's unsettled ops, seq order. */
  ops: OutboxOp[]
  /** The op a person has to decide on (failed, conflict or stalled), if any. */
  decision: OutboxOp | null
}

/** An op's own state on its card: a waiting op the server keeps failing is stalled. */
const opState = (op: OutboxOp): EntityOps['state'] =>
  op.status === 'sending' ? 'pending' : isStalled(op) ? 'stalled' : op.status

const SEVERITY: Readonly<Record<EntityOps['state'], number>> = {
  pending: 0,
  stalled: 1,
  failed: 2,
  conflict: 3,
}

const worse = (a: EntityOps['state'], b: EntityOps['state']): EntityOps['state'] =>
  SEVERITY[b] > SEVERITY[a] ? b : a

export function entityStates(ops: readonly OutboxOp[]): Map<string, EntityOps> {
  const states = new Map<string, EntityOps>()
  for (const op of ops) {
    const known = states.get(op.entityKey)
    const state = opState(op)
    const needs = state !== 'pending'
    if (!known) {
      states.set(op.entityKey, {
        state,
        ops: [op],
        decision: needs ? op : null,
      })
    } else {
      known.ops.push(op)
      known.state = worse(known.state, state)
      if (needs && !known.decision) known.decision = op
    }
  }
  return states
}

export function entityStateOf(
  states: ReadonlyMap<string, EntityOps>,
  table: string,
  id: number,
): EntitySyncState {
  return states.get(entityKey(table, id))?.state ?? 'synced'
}

/** The state of one entity from its own unsettled ops (opsOfEntity). */
export function stateOfOps(ops: readonly OutboxOp[]): EntitySyncState {
  return entityStates(ops).values().next().value?.state ?? 'synced'
}

/** The user's ops as a Map for cards; use inside a live query. */
export async function loadEntityStates(
  db: SyncDb,
  userId: number,
): Promise<Map<string, EntityOps>> {
  return entityStates(await userOps(db, userId))
}

/** The unsettled ops of one entity (the deal detail), through the entityKey index. */
export function opsOfEntity(db: SyncDb, table: string, id: number): Promise<OutboxOp[]> {
  return db.outbox.where('entityKey').equals(entityKey(table, id)).sortBy('seq')
}

export interface OutboxSummary {
  /** Ops not yet accepted: waiting, being sent, failed or in conflict. */
  total: number
  /** Waiting to be sent or being sent. */
  pending: number
  failed: number
  conflicts: number
  /** Waiting ops the server keeps answering with errors (counted in pending too). */
  stalled: number
  /** When the oldest unsettled op was made (its age is now minus this). */
  oldestAt: number | null
}

export function summarizeOutbox(ops: readonly OutboxOp[]): OutboxSummary {
  let pending = 0
  let failed = 0
  let conflicts = 0
  let stalled = 0
  let oldestAt: number | null = null
  for (const op of ops) {
    if (op.status === 'failed') failed++
    else if (op.status === 'conflict') conflicts++
    else pending++
    if (isStalled(op)) stalled++
    oldestAt = oldestAt === null ? op.createdAt : Math.min(oldestAt, op.createdAt)
  }
  return { total: ops.length, pending, failed, conflicts, stalled, oldestAt }
}

/** The top bar's model: connectivity, what waits, since when, and when the last op was accepted. */
export interface SyncStatus extends OutboxSummary {
  connectivity: Connectivity
  /** When the server last accepted an op (epoch ms). */
  lastSyncedAt: number | null
  /** 'signInAgain': the session could not be renewed; the outbox waits for the same user. */
  paused: 'signInAgain' | null
  /** Pending ops older than the watchdog's limit while online. */
  stuck: number
  /** This tab drains the outbox. */
  leader: boolean
  /** A drain is under way. */
  syncing: boolean
}

export function syncStatusOf(input: {
  ops: readonly OutboxOp[]
  connectivity: Connectivity
  lastSyncedAt: number | null
  paused: SyncStatus['paused']
  stuck: number
  leader: boolean
  syncing: boolean
}): SyncStatus {
  const { ops, ...rest } = input
  return { ...summarizeOutbox(ops), ...rest }
}
