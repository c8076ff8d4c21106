/**
 * The rows this tab's commits wrote, told to its in-memory mirrors (tableMirror.ts) at each commit,
 * just before Dexie's own notification of it: a mirror takes the rows as they were written instead
 * of reading them back. A first pull's 3,000 cards are a write of more rows than a mirror reads by
 * key, so without this the board's mirror read the whole table again (130-280 ms) to learn what
 * the page had just written.
 *
 * A table's writes are told only when every write of the commit to it can be: puts and adds of
 * whole rows and deletes by key. A delete of a range, or a write that failed (the transaction may
 * still commit the others), tells the table as unknown, and a mirror reads it as before. Other
 * tabs' commits come with Dexie's notification alone, and are read.
 */
import {
  Dexie,
  type DBCore,
  type DBCoreMutateRequest,
  type DBCoreMutateResponse,
  type DBCoreTransaction,
  type Middleware,
} from 'dexie'

/** What one commit wrote to a table: the rows put (as written) and the keys deleted. */
export interface TableWrites {
  puts: readonly unknown[]
  deletes: readonly unknown[]
}

/** Per table the commit wrote to, its writes; null when they cannot all be told. */
export type CommitWrites = ReadonlyMap<string, TableWrites | null>

type Listener = (dbName: string, writes: CommitWrites) => void
const listeners = new Set<Listener>()

/** Calls `listener` at each commit of this tab that wrote to a told table, before Dexie tells it. */
export function onRowsWritten(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

interface Collected {
  puts: unknown[]
  deletes: unknown[]
}

const collected = new WeakMap<DBCoreTransaction, Map<string, Collected | null>>()

function collect(
  trans: DBCoreTransaction,
  table: string,
  request: DBCoreMutateRequest,
  response: DBCoreMutateResponse | null,
): void {
  let tables = collected.get(trans)
  if (!tables) collected.set(trans, (tables = new Map()))
  const writes = tables.get(table) ?? (tables.has(table) ? null : { puts: [], deletes: [] })
  const told =
    response !== null &&
    response.numFailures === 0 &&
    (request.type === 'put' || request.type === 'add' || request.type === 'delete')
  if (!writes || !told) {
    tables.set(table, null)
    return
  }
  if (request.type === 'delete') writes.deletes.push(...request.keys)
  else for (const value of request.values) writes.puts.push(value)
  tables.set(table, writes)
}

function tell(dbName: string, trans: DBCoreTransaction): void {
  const tables = collected.get(trans)
  if (!tables) return
  collected.delete(trans)
  for (const listener of listeners) listener(dbName, tables)
}

/** A DBCore middleware telling the rows each commit wrote to one of `tables` (onRowsWritten). */
export function tellWrittenRows(tables: readonly string[]): Middleware<DBCore> {
  const told = new Set(tables)
  return {
    stack: 'dbcore',
    name: 'TellWrittenRows',
    // Below Dexie's hooks (the rows as stored), above the cut of large puts (preciseMutations.ts).
    level: 0.6,
    create(down) {
      const dbName = down.schema.name
      return {
        ...down,
        transaction(stores, mode, options) {
          const trans = down.transaction(stores, mode, options)
          // Added before Dexie sets the transaction's oncomplete: heard before its notification.
          if (mode === 'readwrite' && stores.some((store) => told.has(store))) {
            const target = trans as unknown as Partial<EventTarget>
            target.addEventListener?.('complete', () => tell(dbName, trans))
          }
          return trans
        },
        table(name) {
          const source = down.table(name)
          if (!told.has(name)) return source
          return {
            ...source,
            // On the database's own promise: the layers above read the transaction from its zone.
            mutate: (request) =>
              Dexie.Promise.resolve(source.mutate(request)).then(
                (response) => {
                  collect(request.trans, name, request, response)
                  return response
                },
                (error: unknown) => {
                  collect(request.trans, name, request, null)
                  throw error
                },
              ),
          }
        },
      }
    },
  }
}
