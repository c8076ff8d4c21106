/**
 * A row under several unsettled ops is the server's row with each op's local change on top, in
 * seq order. Settling or discarding one op in the middle rewrites the row beneath the later ops:
 * take them off (newest first, each putting back its base), change what is left, put them back
 * (each recording its new base, unless the rewrite leaves it standing on its own old version).
 * Runs inside a transaction over the sync tables.
 */
import type { OutboxOp } from '../store/outbox.ts'
import { opTypeOf } from './opRegistry.ts'
import { keyOf, type Row, type SyncDb } from './syncDb.ts'

type MaybeRow = Row | undefined

export const pick = (row: Row, fields: readonly string[]): Row =>
  Object.fromEntries(fields.map((field) => [field, row[field]]))

/**
 * The row without this op's local change (what its command wrote to other rows is undone apart,
 * when the op is dropped: effects.ts undoEffects).
 */
export function undoOp(row: MaybeRow, op: OutboxOp): MaybeRow {
  const kind = opTypeOf(op.type).kind
  if (kind === 'create') return undefined
  if (kind === 'delete') return op.base.fields ? { ...op.base.fields } : row
  return row && op.base.fields ? { ...row, ...op.base.fields } : row
}

/** The row with this op's local change, and the base the op then records. */
export function redoOp(row: MaybeRow, op: OutboxOp): { row: MaybeRow; fields: Row | null } {
  const type = opTypeOf(op.type)
  const change = type.local(op.args as never, { userId: op.userId, at: op.createdAt })
  if (type.kind === 'create') {
    return { row: { ...change, [keyOf(op.entity.table)]: op.entity.id }, fields: null }
  }
  if (type.kind === 'delete') return { row: undefined, fields: row ? { ...row } : op.base.fields }
  if (!row) return { row, fields: op.base.fields }
  return { row: { ...row, ...change }, fields: pick(row, Object.keys(change)) }
}

/** The unsettled ops after `op` on its entity, in seq order. */
export async function laterOps(db: SyncDb, op: OutboxOp): Promise<OutboxOp[]> {
  const same = await db.outbox.where('entityKey').equals(op.entityKey).sortBy('seq')
  return same.filter((other) => other.seq > op.seq)
}

export interface Rewrite {
  /** Rewrites the row beneath the later ops; undefined removes it. */
  change(row: MaybeRow): MaybeRow
  /**
   * Adjusts each later op (its base version, its args) while it is off `beneath`, its row.
   * `stays`: the op is put back with the base it has (version and fields), whatever `beneath`
   * became: it still stands on the version it was made on, and the server compares that base with
   * its own entity when it answers the op 412 (rebase.ts).
   */
  later?(op: OutboxOp, beneath: MaybeRow): OutboxOp | { stays: OutboxOp }
}

export async function rewriteBeneathLaterOps(
  db: SyncDb,
  op: OutboxOp,
  rewrite: Rewrite,
): Promise<void> {
  const table = db.table(op.entity.table)
  const later = await laterOps(db, op)
  let row: MaybeRow = await table.get(op.entity.id)
  for (const next of [...later].reverse()) row = undoOp(row, next)
  row = rewrite.change(row)
  const rebased: OutboxOp[] = []
  for (const next of later) {
    const adjusted = rewrite.later ? rewrite.later(next, row) : next
    if ('stays' in adjusted) {
      row = redoOp(row, adjusted.stays).row
      rebased.push(adjusted.stays)
      continue
    }
    const redone = redoOp(row, adjusted)
    row = redone.row
    rebased.push({ ...adjusted, base: { ...adjusted.base, fields: redone.fields } })
  }
  if (row) await table.put(row)
  else await table.delete(op.entity.id)
  if (rebased.length > 0) await db.outbox.bulkPut(rebased)
}
