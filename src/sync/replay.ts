/**
 * One attempt of one op: mark it sending, send it with its Idempotency-Key (the same on every
 * attempt) and If-Match (its base version), and settle what the answer says.
 */
import { descriptionsOf } from '../api/errors.ts'
import { formatETag, IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../contract/common.ts'
import { AUTHORIZED_OWNERS_ONLY, ERROR_CONNECTION, ERROR_INPUT } from '../domain/messages.ts'
import type { OutboxOp, SettledRow } from '../store/outbox.ts'
import { backoffDelay, type BackoffPolicy } from './backoff.ts'
import type { SyncEventListener } from './events.ts'
import { rewriteBeneathLaterOps } from './layers.ts'
import { settleRefusal } from './rebase.ts'
import { opTypeOf } from './opRegistry.ts'
import { META_KEYS, syncTables, type Row, type SyncDb } from './syncDb.ts'
import { replaceTempId } from './replaceTempId.ts'
import {
  isExpiredToken,
  SessionEndedError,
  type SyncRequest,
  type SyncResponse,
  type Transport,
} from './transport.ts'

export interface ReplayContext {
  db: SyncDb
  transport: Transport
  userId: number
  now(): number
  random(): number
  backoff: BackoffPolicy
  /** False once the engine was stopped: answers arriving later write nothing (as after a crash). */
  alive(): boolean
  emit: SyncEventListener
  /** Settles an applied answer; a drain passes a group commit of settleAppliedBatch. */
  settle?: (applied: Applied) => Promise<boolean>
}

/**
 * applied, conflict, failed: settled or waiting for a person; merged: rebased on the server's
 * version, to be sent again at once (rebase.ts); retry: backoff; sessionEnded: the
 * session could not be renewed (the op waits for the same user to sign in again).
 */
export type AttemptOutcome =
  'applied' | 'merged' | 'conflict' | 'failed' | 'retry' | 'sessionEnded' | 'skipped'

export function replayRequest(op: OutboxOp, userId: number): SyncRequest {
  const type = opTypeOf(op.type)
  const request = type.request(op.args as never, { userId })
  const headers: Record<string, string> = { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: op.opId }
  if (type.ifMatch && op.base.version !== null)
    headers[IF_MATCH_HEADER] = formatETag(op.base.version)
  return { ...request, headers }
}

const isRetryable = (status: number): boolean => status >= 500 || status === 408 || status === 429

function reasonOf(response: SyncResponse): string {
  const descriptions = descriptionsOf(response.body)
  if (descriptions.length > 0) return descriptions.join('\n')
  if (response.status === 400) return ERROR_INPUT
  if (response.status === 403) return AUTHORIZED_OWNERS_ONLY
  return ERROR_CONNECTION
}

/**
 * Marks the ops sending, in one transaction; answers those still pending and this user's (in the
 * order asked), the others are left out.
 */
export async function claimOps(
  context: ReplayContext,
  seqs: readonly number[],
): Promise<OutboxOp[]> {
  const { db } = context
  return db.transaction('rw', db.outbox, async () => {
    // Checked inside the transaction: a newer engine's reset of `sending` ops comes after it.
    if (!context.alive()) return []
    const found = await db.outbox.bulkGet([...seqs])
    const claimed = found
      .filter((op) => op !== undefined)
      .filter((op) => op.status === 'pending' && op.userId === context.userId)
      .map((op): OutboxOp => ({
        ...op,
        status: 'sending',
        attempts: op.attempts + 1,
        sendingSince: context.now(),
      }))
    if (claimed.length > 0) await db.outbox.bulkPut(claimed)
    return claimed
  })
}

/** Puts claimed ops that were never sent back to waiting, as if they had not been claimed. */
export async function unclaimOps(
  context: ReplayContext,
  claimed: readonly OutboxOp[],
): Promise<void> {
  if (!context.alive()) return
  const { db } = context
  await db.transaction('rw', db.outbox, async () => {
    const found = await db.outbox.bulkGet(claimed.map((op) => op.seq))
    const back = found
      .filter((op, index) => op?.status === 'sending' && op.attempts === claimed[index]!.attempts)
      .map((op): OutboxOp => ({
        ...op!,
        status: 'pending',
        attempts: op!.attempts - 1,
        sendingSince: null,
      }))
    if (back.length > 0) await db.outbox.bulkPut(back)
  })
}

/** Writes the outcome of an attempt unless the op moved on (settled, or a newer attempt). */
async function release(
  context: ReplayContext,
  sent: OutboxOp,
  changes: Partial<OutboxOp>,
): Promise<OutboxOp | null> {
  if (!context.alive()) return null
  const { db } = context
  return db.transaction('rw', db.outbox, async () => {
    const op = await db.outbox.get(sent.seq)
    if (!op || op.attempts !== sent.attempts || op.status !== 'sending') return null
    const next: OutboxOp = { ...op, ...changes, sendingSince: null }
    await db.outbox.put(next)
    return next
  })
}

export interface Applied {
  sent: OutboxOp
  answer: unknown
}

/** The mark of an accepted op: `merged` when it was rebased on another change on the way. */
const settledMark = (entityKey: string, sent: OutboxOp, now: number): SettledRow => ({
  entityKey,
  settledAt: now,
  applied: true,
  ...((sent.merged?.length ?? 0) > 0 ? { merged: true } : {}),
})

/** Inside the settling transaction: the answer written back, the op gone, its entity marked. */
async function settleOne(
  db: SyncDb,
  { sent, answer }: Applied,
  now: number,
): Promise<{ serverId?: number } | null> {
  const type = opTypeOf(sent.type)
  const op = await db.outbox.get(sent.seq)
  if (!op) return null
  const { patch, id: serverId } = type.writeBack(answer, sent.base.version)
  const newVersion = typeof patch.version === 'number' ? patch.version : null
  await rewriteBeneathLaterOps(db, op, {
    change: (row) => (type.kind === 'delete' || !row ? undefined : { ...row, ...patch }),
    // Later ops made on the version this op was sent on now stand on the server's new one.
    later: (next) =>
      newVersion !== null && next.base.version === op.base.version
        ? { ...next, base: { ...next.base, version: newVersion } }
        : next,
  })
  await db.outbox.delete(op.seq)
  await db.syncSettled.put(settledMark(op.entityKey, sent, now))
  if (type.kind === 'create' && serverId !== undefined && serverId !== op.entity.id) {
    await replaceTempId(db, op.entity.table, op.entity.id, serverId)
    await db.syncSettled.put({
      entityKey: `${op.entity.table}:${serverId}`,
      settledAt: now,
      applied: true,
    })
  }
  return serverId !== undefined ? { serverId } : {}
}

/**
 * The transaction's tables: a create may rewrite its temporary id in any synced table; any other
 * op touches only its own entity's table, so the settle does not wait on unrelated reads.
 */
function settleScope(db: SyncDb, batch: readonly Applied[]) {
  if (batch.some(({ sent }) => opTypeOf(sent.type).kind === 'create')) return syncTables(db)
  const entityTables = new Set(batch.map(({ sent }) => sent.entity.table))
  return [db.outbox, db.syncSettled, db.meta, ...[...entityTables].map((name) => db.table(name))]
}

/**
 * The ops of the batch as they are now (undefined: settled meanwhile), and every op on their
 * entities: one query by entity, the batch's own ops among them; only an op that moved to
 * another entity meanwhile (its create settled on another connection) is read by its key.
 */
async function opsOfBatch(
  db: SyncDb,
  batch: readonly Applied[],
): Promise<{ found: (OutboxOp | undefined)[]; onEntities: OutboxOp[] }> {
  const keys = [...new Set(batch.map(({ sent }) => sent.entityKey))]
  const onEntities = await db.outbox.where('entityKey').anyOf(keys).toArray()
  const bySeq = new Map(onEntities.map((op) => [op.seq, op]))
  const missing = batch.filter(({ sent }) => !bySeq.has(sent.seq)).map(({ sent }) => sent.seq)
  if (missing.length > 0) {
    for (const op of await db.outbox.bulkGet(missing)) if (op) bySeq.set(op.seq, op)
  }
  return { found: batch.map(({ sent }) => bySeq.get(sent.seq)), onEntities }
}

/**
 * Settles the ops no later op stands on, in a few bulk requests: the answer's patch on the row,
 * the op gone, its entity marked. Those under later ops (and creates) go through settleOne.
 */
async function settleAlone(
  db: SyncDb,
  batch: readonly Applied[],
  found: readonly (OutboxOp | undefined)[],
  onEntities: readonly OutboxOp[],
  now: number,
): Promise<Set<number>> {
  const candidates = batch.filter(
    ({ sent }, index) => found[index] !== undefined && opTypeOf(sent.type).kind !== 'create',
  )
  const opsPerEntity = new Map<string, number>()
  for (const op of onEntities)
    opsPerEntity.set(op.entityKey, (opsPerEntity.get(op.entityKey) ?? 0) + 1)
  const alone = candidates.filter(({ sent }) => opsPerEntity.get(sent.entityKey) === 1)
  const byTable = new Map<string, Applied[]>()
  for (const applied of alone) {
    const list = byTable.get(applied.sent.entity.table) ?? []
    list.push(applied)
    byTable.set(applied.sent.entity.table, list)
  }
  for (const [name, applieds] of byTable) {
    const table = db.table(name)
    const rows = (await table.bulkGet(applieds.map(({ sent }) => sent.entity.id))) as (
      Row | undefined
    )[]
    const puts: Row[] = []
    const deletes: number[] = []
    applieds.forEach(({ sent, answer }, index) => {
      const type = opTypeOf(sent.type)
      const row = rows[index]
      if (type.kind === 'delete' || !row) deletes.push(sent.entity.id)
      else puts.push({ ...row, ...type.writeBack(answer, sent.base.version).patch })
    })
    if (puts.length > 0) await table.bulkPut(puts)
    if (deletes.length > 0) await table.bulkDelete(deletes)
  }
  await db.outbox.bulkDelete(alone.map(({ sent }) => sent.seq))
  await db.syncSettled.bulkPut(alone.map(({ sent }) => settledMark(sent.entityKey, sent, now)))
  return new Set(alone.map(({ sent }) => sent.seq))
}

/** Settles the applied answers of a burst in one transaction; true for each op it settled. */
export async function settleAppliedBatch(
  context: ReplayContext,
  batch: readonly Applied[],
): Promise<boolean[]> {
  if (!context.alive()) return batch.map(() => false)
  const { db } = context
  const now = context.now()
  const written = await db.transaction('rw', settleScope(db, batch), async () => {
    const { found, onEntities } = await opsOfBatch(db, batch)
    const settled = await settleAlone(db, batch, found, onEntities, now)
    const results: ({ serverId?: number } | null)[] = []
    for (const [index, applied] of batch.entries()) {
      if (settled.has(applied.sent.seq)) results.push({})
      else results.push(found[index] ? await settleOne(db, applied, now) : null)
    }
    if (results.some((result) => result !== null)) {
      await db.meta.put({ key: META_KEYS.lastSyncedAt, value: now })
    }
    return results
  })
  batch.forEach(({ sent, answer }, index) => {
    const result = written[index]
    if (result) context.emit({ type: 'applied', op: sent, answer, ...result })
  })
  return written.map((result) => result !== null)
}

/** Sends an op claimed by claimOps and settles what the answer says. */
export async function sendClaimed(context: ReplayContext, sent: OutboxOp): Promise<AttemptOutcome> {
  const type = opTypeOf(sent.type)
  let response: SyncResponse
  try {
    response = await context.transport.send(replayRequest(sent, context.userId))
  } catch (error) {
    if (error instanceof SessionEndedError) {
      await release(context, sent, { status: 'pending', lastStatus: 401, lastError: error.message })
      return 'sessionEnded'
    }
    const retried = await release(context, sent, {
      status: 'pending',
      nextAttemptAt: context.now() + backoffDelay(sent.attempts, context.random, context.backoff),
      lastStatus: 0,
      lastError: ERROR_CONNECTION,
    })
    if (retried) context.emit({ type: 'retrying', op: retried })
    return 'retry'
  }

  const { status } = response
  if ((status >= 200 && status < 300) || type.alreadyApplied?.(status)) {
    const settle =
      context.settle ?? ((applied) => settleAppliedBatch(context, [applied]).then(([ok]) => ok!))
    await settle({ sent, answer: response.body })
    return 'applied'
  }
  if (isExpiredToken(response)) {
    // The transport renews an expired token and sends again (the API client does); one that
    // answers an expired token all the same could not renew it: as a session that ended.
    await release(context, sent, { status: 'pending', lastStatus: 401, lastError: null })
    return 'sessionEnded'
  }
  if (isRetryable(status)) {
    const retried = await release(context, sent, {
      status: 'pending',
      serverErrors: status >= 500 ? (sent.serverErrors ?? 0) + 1 : 0,
      nextAttemptAt: context.now() + backoffDelay(sent.attempts, context.random, context.backoff),
      lastStatus: status,
      lastError: ERROR_CONNECTION,
    })
    if (retried) context.emit({ type: 'retrying', op: retried })
    return 'retry'
  }
  if (status === 409 || status === 412) {
    const reason = descriptionsOf(response.body).join('\n') || null
    const settled = await settleRefusal(context, sent, { status, body: response.body, reason })
    if (!settled) return 'conflict'
    context.emit({ type: settled.kind, op: settled.op })
    return settled.kind
  }
  const failed = await release(context, sent, {
    status: 'failed',
    lastStatus: status,
    lastError: reasonOf(response),
  })
  if (failed) context.emit({ type: 'failed', op: failed })
  return 'failed'
}
