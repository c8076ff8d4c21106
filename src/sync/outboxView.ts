/**
 * What screens know of the outbox, kept by the sync engine from its outbox mirror (which re-reads
 * only the ops a commit touched, in any tab): per entity, the signed-in user's unsettled ops and
 * their state (pending, stalled, failed, conflict; `sending` stays on the ops), each table's
 * entities as one map, and the user's ops in seq order. A change rebuilds only the entities its
 * ops are on, and tells only the listeners of those entities and of their tables: a draining
 * outbox re-renders the cards whose state changed, not the screens that show them.
 * Framework-free: screens subscribe with useSyncExternalStore (features/sync/useEntitySync.ts).
 */
import { entityKey, type OutboxOp } from '../store/outbox.ts'
import type { TableSnapshot } from '../store/tableMirror.ts'
import { entityStates, type EntityOps } from './syncState.ts'

export interface OutboxView {
  /** False until the outbox was read once for the current user. */
  ready(): boolean
  /** The user's unsettled ops in seq order; a new array after any change of them. */
  userOps(): readonly OutboxOp[]
  /** The user's unsettled ops on one entity and their state; a new object when they changed. */
  entity(table: string, id: number): EntityOps | undefined
  /** Every entity of a table with unsettled ops of the user, by id; a new map when one changed. */
  table(table: string): ReadonlyMap<number, EntityOps>
  /**
   * Every user's unsettled ops on a table's entities, by id, seq order (the RM screens show an RM
   * as anyone's ops on this device left it); a new map when one changed.
   */
  anyUserOps(table: string): ReadonlyMap<number, readonly OutboxOp[]>
  /** Called after any change of the user's ops (the engine, Pending changes). */
  subscribe(listener: () => void): () => void
  /** Called when an entity of the table changed. */
  subscribeTable(table: string, listener: () => void): () => void
  /** Called when the entity's ops changed. */
  subscribeEntity(table: string, id: number, listener: () => void): () => void
}

export interface OutboxViewFeed extends OutboxView {
  /** Follows another user (null: nobody): every entity is rebuilt. */
  setUser(userId: number | null): void
  /** A new snapshot of the outbox mirror: only its changed ops are looked at. */
  apply(snapshot: TableSnapshot<OutboxOp>): void
}

const NO_ENTITIES: ReadonlyMap<number, EntityOps> = new Map()
const NO_OPS: ReadonlyMap<number, readonly OutboxOp[]> = new Map()

interface TableState {
  /** The table's entities, as last handed out; null when an entity changed since. */
  entities: ReadonlyMap<number, EntityOps> | null
  anyUser: ReadonlyMap<number, readonly OutboxOp[]> | null
  listeners: Set<() => void>
}

const bySeq = (a: OutboxOp, b: OutboxOp) => a.seq - b.seq

export function createOutboxView(): OutboxViewFeed {
  let userId: number | null = null
  let ready = false
  /** The ops as last seen, by seq (every user's). */
  let seen: ReadonlyMap<number, OutboxOp> = new Map()
  /** Every user's ops by entity key. */
  const onEntity = new Map<string, Map<number, OutboxOp>>()
  /** The user's state per entity key (absent: synced). */
  const states = new Map<string, EntityOps>()
  const tables = new Map<string, TableState>()
  const entityListeners = new Map<string, Set<() => void>>()
  const listeners = new Set<() => void>()
  let sorted: readonly OutboxOp[] | null = []

  const tableState = (table: string): TableState => {
    let state = tables.get(table)
    if (!state) {
      state = { entities: null, anyUser: null, listeners: new Set() }
      tables.set(table, state)
    }
    return state
  }

  const place = (op: OutboxOp): void => {
    let ops = onEntity.get(op.entityKey)
    if (!ops) onEntity.set(op.entityKey, (ops = new Map()))
    ops.set(op.seq, op)
  }

  const unplace = (op: OutboxOp): void => {
    const ops = onEntity.get(op.entityKey)
    ops?.delete(op.seq)
    if (ops?.size === 0) onEntity.delete(op.entityKey)
  }

  /** Rebuilds the state of the entities touched and tells their listeners and their tables'. */
  function rebuild(touched: ReadonlyMap<string, { table: string; id: number }>): void {
    const tablesTouched = new Set<string>()
    const entitiesTouched: string[] = []
    for (const [key, { table }] of touched) {
      const ops = [...(onEntity.get(key)?.values() ?? [])].sort(bySeq)
      const mine = userId === null ? [] : ops.filter((op) => op.userId === userId)
      const before = states.get(key)
      const after = entityStates(mine).get(key)
      if (after) states.set(key, after)
      else states.delete(key)
      tablesTouched.add(table)
      if (before !== after) entitiesTouched.push(key)
      const state = tableState(table)
      state.anyUser = null
      state.entities = null
    }
    for (const key of entitiesTouched) {
      for (const listener of [...(entityListeners.get(key) ?? [])]) listener()
    }
    for (const table of tablesTouched) {
      for (const listener of [...(tables.get(table)?.listeners ?? [])]) listener()
    }
  }

  const touch = (
    touched: Map<string, { table: string; id: number }>,
    op: OutboxOp | undefined,
  ): void => {
    if (op) touched.set(op.entityKey, op.entity)
  }

  function notify(): void {
    for (const listener of [...listeners]) listener()
  }

  return {
    ready: () => ready,
    userOps() {
      if (sorted === null) {
        const mine = [...seen.values()].filter((op) => op.userId === userId)
        // The mirror's rows are in seq order but for ops it learnt of out of order.
        sorted = mine.every((op, index) => index === 0 || mine[index - 1]!.seq < op.seq)
          ? mine
          : mine.sort(bySeq)
      }
      return sorted
    },
    entity: (table, id) => states.get(entityKey(table, id)),
    table(table) {
      const state = tables.get(table)
      if (!state) return NO_ENTITIES
      if (state.entities === null) {
        const prefix = `${table}:`
        const entities = new Map<number, EntityOps>()
        for (const [key, entity] of states) {
          if (key.startsWith(prefix)) entities.set(entity.ops[0]!.entity.id, entity)
        }
        state.entities = entities
      }
      return state.entities
    },
    anyUserOps(table) {
      const state = tables.get(table)
      if (!state) return NO_OPS
      if (state.anyUser === null) {
        const prefix = `${table}:`
        const found = new Map<number, readonly OutboxOp[]>()
        for (const [key, ops] of onEntity) {
          if (!key.startsWith(prefix) || ops.size === 0) continue
          const list = [...ops.values()].sort(bySeq)
          found.set(list[0]!.entity.id, list)
        }
        state.anyUser = found
      }
      return state.anyUser
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    subscribeTable(table, listener) {
      const state = tableState(table)
      state.listeners.add(listener)
      return () => void state.listeners.delete(listener)
    },
    subscribeEntity(table, id, listener) {
      const key = entityKey(table, id)
      let set = entityListeners.get(key)
      if (!set) entityListeners.set(key, (set = new Set()))
      set.add(listener)
      return () => {
        set.delete(listener)
        if (set.size === 0) entityListeners.delete(key)
      }
    },
    setUser(next) {
      if (next === userId) return
      userId = next
      sorted = null
      // Every entity with a state has ops: rebuilding those of every op covers them all.
      const touched = new Map<string, { table: string; id: number }>()
      for (const op of seen.values()) touch(touched, op)
      rebuild(touched)
      notify()
    },
    apply(snapshot) {
      const { rows, changed } = snapshot
      const touched = new Map<string, { table: string; id: number }>()
      let mineChanged = false
      const keys = changed ?? new Set([...seen.keys(), ...rows.keys()])
      for (const seq of keys) {
        const before = seen.get(seq)
        const after = rows.get(seq)
        if (before === after) continue
        if (before) unplace(before)
        if (after) place(after)
        touch(touched, before)
        touch(touched, after)
        if (before?.userId === userId || after?.userId === userId) mineChanged = true
      }
      seen = rows
      const wasReady = ready
      ready = true
      if (mineChanged) sorted = null
      rebuild(touched)
      if (mineChanged || !wasReady) notify()
    },
  }
}
