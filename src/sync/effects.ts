/**
 * What a command writes beside its op's own row, recorded on the op as row effects (after Actual
 * Budget's "mutator with undo"): a row the op's change stands on (a deal's card built from its
 * detail, a target's 'not set' row, a visit as the server has it), a list it joins, a mark, the
 * board's order. Each effect keeps only what changed, so op rows stay small: the fields it changed
 * (before and after), the whole row only when it made or removed one, and of an array of ids (a
 * pulled list) only the ids it added or removed.
 *
 * Undoing the op (Discard, Take theirs: resolve.ts) puts them back in the same transaction,
 * newest op first and each op's writes newest first. What something else changed since (a pull,
 * a later command, the server's state that Take theirs put on the row) is left as it is: a field
 * goes back only while it still holds what the command wrote, a row the command made goes only
 * while it is still as the command left it, and a list loses only the ids the command added.
 * Effects keep the keys and ids they were written with: one naming a temp id replaced since no
 * longer matches its row, and is left alone.
 */
import type { Table } from 'dexie'
import type { ItemsChange, OutboxOp, RowEffect } from '../store/outbox.ts'
import { sameValue } from '../store/sameValue.ts'
import { syncTables, type Row, type SyncDb } from './syncDb.ts'

export type EffectKey = string | number

/** A command's writes beside its op, each recorded; inside the command's transaction. */
export interface EffectWriter {
  /** Puts the row (keyed by its table's primary key), recording what it replaced. */
  put(table: string, row: Row): Promise<void>
  /** Removes the row, recording it. */
  delete(table: string, key: EffectKey): Promise<void>
}

type Item = string | number

const isItemList = (value: unknown): value is Item[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'number' || typeof item === 'string') &&
  new Set(value).size === value.length

/**
 * The ids added and removed between two arrays of distinct ids, when that alone rebuilds the old
 * array from the new one (the ids both hold keep their order); null otherwise.
 */
function itemsChange(before: unknown, after: unknown): ItemsChange | null {
  if (!isItemList(before) || !isItemList(after)) return null
  const old = new Set(before)
  const kept = new Set(after)
  const commonBefore = before.filter((item) => kept.has(item))
  const commonAfter = after.filter((item) => old.has(item))
  if (!sameValue(commonBefore, commonAfter)) return null
  return {
    added: after.filter((item) => !old.has(item)),
    removed: before.flatMap((item, at) => (kept.has(item) ? [] : [{ at, item }])),
  }
}

/** What a write changed on one row; null when it changed nothing. */
export function effectOf(
  table: string,
  key: EffectKey,
  old: Row | undefined,
  next: Row | undefined,
): RowEffect | null {
  if (!old && !next) return null
  if (!old) return { table, key, before: null, after: { ...next } }
  if (!next) return { table, key, before: { ...old }, after: null }
  const before: Row = {}
  const after: Row = {}
  const items: Record<string, ItemsChange> = {}
  for (const field of new Set([...Object.keys(old), ...Object.keys(next)])) {
    if (sameValue(old[field], next[field])) continue
    const change = itemsChange(old[field], next[field])
    if (change) items[field] = change
    else {
      before[field] = old[field]
      after[field] = next[field]
    }
  }
  const changedItems = Object.keys(items).length > 0
  if (Object.keys(after).length === 0 && !changedItems) return null
  return { table, key, before, after, ...(changedItems ? { items } : {}) }
}

function primaryKeyPath(table: Table): string | null {
  const keyPath = table.schema.primKey.keyPath
  return typeof keyPath === 'string' ? keyPath : null
}

function putRow(table: Table, key: EffectKey, row: Row): Promise<unknown> {
  return primaryKeyPath(table) === null ? table.put(row, key) : table.put(row)
}

/** The tables an op's undo reaches (its decision's transaction): the only ones a command writes. */
function effectTable(db: SyncDb, name: string): Table {
  if (!syncTables(db).some((table) => table.name === name)) {
    throw new Error(`A command may not write ${name}: undoing its op would not reach it`)
  }
  return db.table(name)
}

/** Writes that append what they changed to `effects`. */
export function effectWriter(db: SyncDb, effects: RowEffect[]): EffectWriter {
  return {
    async put(name, row) {
      const table = effectTable(db, name)
      const keyPath = primaryKeyPath(table)
      const key = keyPath === null ? undefined : row[keyPath]
      if (typeof key !== 'number' && typeof key !== 'string') {
        throw new Error(`A row of ${name} needs its key`)
      }
      const old = (await table.get(key)) as Row | undefined
      await table.put(row)
      const effect = effectOf(name, key, old, row)
      if (effect) effects.push(effect)
    },
    async delete(name, key) {
      const table = effectTable(db, name)
      const old = (await table.get(key)) as Row | undefined
      if (!old) return
      await table.delete(key)
      const effect = effectOf(name, key, old, undefined)
      if (effect) effects.push(effect)
    },
  }
}

/** The array without the ids the write added, with those it removed back in their places. */
function undoItems(current: readonly unknown[], change: ItemsChange): unknown[] {
  const added = new Set<unknown>(change.added)
  const items = current.filter((item) => !added.has(item))
  for (const { at, item } of change.removed) {
    if (!items.includes(item)) items.splice(Math.min(at, items.length), 0, item)
  }
  return items
}

/** Puts back what one write changed, where nothing else changed it since. */
async function undoEffect(db: SyncDb, effect: RowEffect): Promise<void> {
  // A database may hold only some tables (a test's); syncTables is the decision's scope.
  if (!syncTables(db).some((table) => table.name === effect.table)) return
  const table = db.table(effect.table)
  const row = (await table.get(effect.key)) as Row | undefined
  if (effect.after === null) {
    // It removed the row: back, unless a row came meanwhile.
    if (!row && effect.before) await putRow(table, effect.key, effect.before)
    return
  }
  if (!row) return
  if (effect.before === null) {
    // It made the row: gone, unless the row changed since.
    if (sameValue(row, effect.after)) await table.delete(effect.key)
    return
  }
  const restored: Row = { ...row }
  for (const [field, written] of Object.entries(effect.after)) {
    if (!sameValue(row[field], written)) continue
    const old = effect.before[field]
    if (old === undefined) delete restored[field]
    else restored[field] = old
  }
  for (const [field, change] of Object.entries(effect.items ?? {})) {
    const current = row[field]
    if (Array.isArray(current)) restored[field] = undoItems(current, change)
  }
  if (!sameValue(restored, row)) await putRow(table, effect.key, restored)
}

/** Puts back what the op's command wrote beside its row, newest write first. */
export async function undoEffects(db: SyncDb, op: OutboxOp): Promise<void> {
  for (const effect of [...(op.effects ?? [])].reverse()) await undoEffect(db, effect)
}
