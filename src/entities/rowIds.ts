/**
 * A row's id as the screens hold it. A row created on this device is keyed by a temporary id until
 * its create settles; the sync engine then rewrites it to the server's id in place and records the
 * remap (sync/tempIds.ts). The entity reads follow that remap here, so a screen still holding the
 * temporary id (an open form, a dialog, an address) reads the row under the id it has now.
 */
import { isTempId } from '../store/outbox.ts'
import type { SyncedTableName } from '../sync/syncDb.ts'
import { resolveTempId } from '../sync/tempIds.ts'
import type { CrmDb } from './db.ts'

/** The id the device holds the row under now (the server's once its create settled). */
export function currentIdOf(db: CrmDb, table: SyncedTableName, id: number): Promise<number> {
  // A Dexie read (never an async function awaiting nothing): see resolveTempId on live queries.
  return resolveTempId(db, table, id)
}

/** currentIdOf for each id, in order. */
export function currentIdsOf(
  db: CrmDb,
  table: SyncedTableName,
  ids: readonly number[],
): Promise<number[]> {
  return Promise.all(ids.map((id) => resolveTempId(db, table, id)))
}

/**
 * Whether the server knows the row under this id: made there, or made here and its create settled
 * (an id a screen holds is the server's by then, as reads and the address follow the remap).
 */
export const isOnServer = (id: number): boolean => !isTempId(id)

/** An id a route's address names, with the table it names a row of. */
export interface NamedId {
  table: SyncedTableName
  id: number
}

/**
 * The server ids that replaced the named ids, by name; a name is left out while its id is the
 * server's already or its create has not settled.
 */
export async function readReplacedIds(
  db: CrmDb,
  named: Readonly<Record<string, NamedId>>,
): Promise<Record<string, number>> {
  const waiting = Object.entries(named).filter(([, { id }]) => isTempId(id))
  const current = await Promise.all(
    waiting.map(([, { table, id }]) => resolveTempId(db, table, id)),
  )
  const replaced: Record<string, number> = {}
  waiting.forEach(([name], index) => {
    const id = current[index]
    if (id !== undefined && !isTempId(id)) replaced[name] = id
  })
  return replaced
}
