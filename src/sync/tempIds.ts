/**
 * Temporary ids for entities created offline: negative integers, -1, -2, ... from a counter in
 * `meta`, taken inside the command's transaction. Negative numbers keep every id a number (the
 * contract's types, Dexie keys and numeric sorting stay as they are), can never equal a server
 * id (the server's are positive), are recognised by sign alone, and a leaked one is refused by
 * the server's id validators (400) instead of touching another entity. The counter lives in the
 * same database as the rows, so ids are unique across tabs. What the server's id then replaces
 * is replaceTempId.ts's (the sending code's) work.
 */
import { isTempId } from '../store/outbox.ts'
import { META_KEYS, type SyncDb } from './syncDb.ts'

/** Where the server id that replaced a temp id is kept, for commands that still name the temp id. */
export const remappedKey = (table: string, tempId: number): string =>
  `${REMAPPED_PREFIX}${table}:${tempId}`

export const REMAPPED_PREFIX = 'sync:remapped:'

/** A remap row: the server id and when it replaced the temp id (old ones are pruned). */
export interface Remapped {
  serverId: number
  at: number
}

const serverIdOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof (value as Remapped | undefined)?.serverId === 'number'
      ? (value as Remapped).serverId
      : undefined

/**
 * A screen (or an open dialog) may still hold a temp id after its create synced. Commands resolve
 * such ids to the server's, so the op never reaches the server with an id it does not know.
 */
export function resolveTempId(db: SyncDb, table: string, id: number): Promise<number> {
  // Always a Dexie read, never an async function that awaits nothing: a live query that awaits
  // this keeps observing what it reads after it (Dexie follows its zone through its own promises
  // only), so a detail read under a server id still updates when its row changes.
  return db.meta
    .get(remappedKey(table, id))
    .then((row) => (isTempId(id) ? (serverIdOf(row?.value) ?? id) : id))
}

export async function nextTempId(db: SyncDb): Promise<number> {
  const last = (await db.meta.get(META_KEYS.lastTempId))?.value
  const next = (typeof last === 'number' ? last : 0) - 1
  await db.meta.put({ key: META_KEYS.lastTempId, value: next })
  return next
}
