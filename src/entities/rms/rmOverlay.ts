/**
 * An RM as it is, whatever master data's refresh did to its row. The refresh replaces the `rms`
 * rows whole (store/masterData.ts): a row is then master data's alone (no list columns, no version,
 * no detail), and an RM's unsent changes are off it (an RM added here is gone, an edit undone, a
 * deleted RM back). The RM is then the server's RM as last pulled (store/rms KEPT_RMS_KEY) under
 * master data's fields, with its ops redone on top in order: what the RM screens show meanwhile
 * (shownRm), and what the next list pull writes back (restoreRmOverlays in rmPulls.ts).
 */
import type { OutboxOp } from '../../store/outbox.ts'
import { isBareRm, type RmRecord } from './rmRows.ts'
import { redoOp } from '../../sync/layers.ts'
import { opTypeOf } from '../../sync/opRegistry.ts'
import type { Row } from '../../sync/syncDb.ts'

/** A value in a form that compares by content (keys in order, undefined fields left out). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (typeof value !== 'object' || value === null) return value
  return Object.keys(value)
    .sort()
    .filter((key) => (value as Row)[key] !== undefined)
    .map((key) => [key, canonical((value as Row)[key])])
}

export const sameRow = (a: Row | undefined, b: Row | undefined): boolean =>
  JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null))

const redoAll = (row: Row | undefined, ops: readonly OutboxOp[]): Row | undefined =>
  ops.reduce<Row | undefined>((current, op) => redoOp(current, op).row, row)

/** The server's RM as this device knows it: the kept one under the row's own fields. */
function serverRm(row: Row | undefined, kept: RmRecord | undefined): Row | undefined {
  if (!row && !kept) return undefined
  return { ...kept, ...row }
}

/**
 * The row the RM's ops stand on when its row lost them (or lost the list's columns under them),
 * to redo them on; null when the row shows them as they are.
 */
export function lostBase(
  row: Row | undefined,
  kept: RmRecord | undefined,
  ops: readonly OutboxOp[],
): { base: Row | undefined } | null {
  const bare = row !== undefined && isBareRm(row) && kept !== undefined
  if (!bare && sameRow(redoAll(row, ops), row)) return null
  const created = ops[0] !== undefined && opTypeOf(ops[0].type).kind === 'create'
  return { base: created ? undefined : serverRm(row, kept) }
}

/** The RM the screens show (undefined: none, e.g. deleted here); `ops` in seq order. */
export function shownRm(
  row: RmRecord | undefined,
  kept: RmRecord | undefined,
  ops: readonly OutboxOp[],
): RmRecord | undefined {
  const current = row as Row | undefined
  if (ops.length === 0) {
    return (row && isBareRm(row) && kept ? serverRm(current, kept) : current) as
      RmRecord | undefined
  }
  const lost = lostBase(current, kept, ops)
  return (lost ? redoAll(lost.base, ops) : current) as RmRecord | undefined
}

/** The RM ops by RM id, each RM's in seq order. */
export function opsByRm(ops: readonly OutboxOp[]): Map<number, OutboxOp[]> {
  const byRm = new Map<number, OutboxOp[]>()
  for (const op of [...ops].sort((a, b) => a.seq - b.seq)) {
    if (op.entity.table !== 'rms') continue
    byRm.set(op.entity.id, [...(byRm.get(op.entity.id) ?? []), op])
  }
  return byRm
}
