/**
 * The one way screens know the sync state of what they show: the sync engine's outbox view
 * (sync/outboxView.ts), kept from its outbox mirror, which re-reads only the ops a commit touched
 * (in any tab). A card subscribes to its own entity and re-renders when that entity's state
 * changes; a list subscribes to its table. Nothing here reads the outbox: a draining outbox costs
 * the screens only the entities whose ops changed. Until the engine read the outbox once, every
 * entity shows as synced (and `useUserOps` answers undefined).
 */
import { useCallback, useSyncExternalStore } from 'react'
import { entityKey, type OutboxOp } from '../../store/outbox.ts'
import type { SyncedTableName } from '../../sync/syncDb.ts'
import type { EntityOps, EntitySyncState } from '../../sync/syncState.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'

const view = syncEngine.outbox

/** Every entity of `table` with unsettled ops of the signed-in user, by id. */
export function useEntitySyncStates(table: string): ReadonlyMap<number, EntityOps> {
  const subscribe = useCallback(
    (listener: () => void) => view.subscribeTable(table, listener),
    [table],
  )
  return useSyncExternalStore(subscribe, () => view.table(table))
}

/** The signed-in user's unsettled ops on one entity and their state; undefined when synced. */
export function useEntityOps(table: string, id: number | undefined): EntityOps | undefined {
  const subscribe = useCallback(
    (listener: () => void) =>
      id === undefined ? () => {} : view.subscribeEntity(table, id, listener),
    [table, id],
  )
  return useSyncExternalStore(subscribe, () =>
    id === undefined ? undefined : view.entity(table, id),
  )
}

/** One entity's sync state: re-renders only when the state itself changes. */
export function useEntitySyncState(table: string, id: number): EntitySyncState {
  const subscribe = useCallback(
    (listener: () => void) => view.subscribeEntity(table, id, listener),
    [table, id],
  )
  return useSyncExternalStore(subscribe, () => view.entity(table, id)?.state ?? 'synced')
}

/** Every user's unsettled ops on a table's entities, by id, seq order (the RM screens). */
export function useAnyUserOps(table: string): ReadonlyMap<number, readonly OutboxOp[]> {
  const subscribe = useCallback(
    (listener: () => void) => view.subscribeTable(table, listener),
    [table],
  )
  return useSyncExternalStore(subscribe, () => view.anyUserOps(table))
}

const subscribeOps = (listener: () => void) => view.subscribe(listener)
const userOpsOnceRead = () => (view.ready() ? view.userOps() : undefined)

/** The signed-in user's unsettled ops, seq order; undefined until the outbox was read once. */
export function useUserOps(): readonly OutboxOp[] | undefined {
  return useSyncExternalStore(subscribeOps, userOpsOnceRead)
}

interface Merged {
  parts: ReadonlyMap<number, EntityOps>[]
  states: ReadonlyMap<string, EntityOps>
}

const merged = new Map<string, Merged>()

/** The tables' entities by entity key; the same map while none of them changed. */
function mergedStates(tables: readonly string[]): ReadonlyMap<string, EntityOps> {
  const key = tables.join(',')
  const parts = tables.map((table) => view.table(table))
  const cached = merged.get(key)
  if (cached && cached.parts.every((part, index) => part === parts[index])) return cached.states
  const states = new Map<string, EntityOps>()
  parts.forEach((part, index) => {
    for (const [id, entity] of part) states.set(entityKey(tables[index]!, id), entity)
  })
  merged.set(key, { parts, states })
  return states
}

/**
 * The signed-in user's unsettled ops by entity key, of the tables named: for screens that mark
 * rows of several tables (a company and its contacts); the same map while none of them changed.
 */
export function useEntityStatesOf(...tables: SyncedTableName[]): ReadonlyMap<string, EntityOps> {
  const key = tables.join(',')
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = key.split(',').map((table) => view.subscribeTable(table, listener))
      return () => stops.forEach((stop) => stop())
    },
    [key],
  )
  return useSyncExternalStore(subscribe, () => mergedStates(key.split(',')))
}
