/**
 * Keeps the search index (searchRows.ts) right from below every write path, as a Dexie DBCore
 * middleware: every readwrite transaction over an indexed table also takes the index table, and
 * every add, put, delete and range delete of an indexed table changes the index's word rows in
 * that same transaction (postings.ts): the rows it replaces or deletes are read first (their old
 * words give up their keys), the write is made, then the words of what it stored take theirs;
 * a row the write refused changes nothing, and an aborted transaction leaves nothing. Commands,
 * pulls, the briefcase fill, temp-id remapping, Discard and Take theirs all keep it right without
 * knowing it exists.
 */
import {
  Dexie,
  type DBCore,
  type DBCoreMutateRequest,
  type DBCoreMutateResponse,
  type DBCoreTable,
  type DBCoreTransaction,
  type Middleware,
} from 'dexie'
import { indexedWordsOf, type IndexedWords } from './entityRows.ts'
import { wordChanges, writeWordChanges } from './postings.ts'
import { isIndexedTable, SEARCH_INDEX_TABLE } from './searchRows.ts'

/** A readwrite transaction over an indexed table takes the index table too. */
export function widenedStores(stores: readonly string[], mode: 'readonly' | 'readwrite'): string[] {
  const widen =
    mode === 'readwrite' && !stores.includes(SEARCH_INDEX_TABLE) && stores.some(isIndexedTable)
  return widen ? [...stores, SEARCH_INDEX_TABLE] : [...stores]
}

interface Indexing {
  table: string
  source: DBCoreTable
  index: DBCoreTable
}

/**
 * The stored rows of `keys` (undefined where none, or where a key is missing: the write will say
 * so). Many keys are read through the range they span (rangeGetMany.ts, below this middleware),
 * so a first fill, where none is stored yet, reads no row.
 */
function storedRows(
  source: DBCoreTable,
  trans: DBCoreTransaction,
  keys: readonly unknown[],
): Promise<unknown[]> {
  const present = keys.filter((key) => key !== undefined && key !== null)
  const read: Promise<unknown[]> =
    present.length > 0 ? source.getMany({ trans, keys: present }) : Dexie.Promise.resolve([])
  return read.then((rows) => {
    const byKey = new Map<unknown, unknown>(present.map((key, position) => [key, rows[position]]))
    return keys.map((key) => byKey.get(key))
  })
}

const wordsOfRows = (table: string, rows: readonly unknown[]): IndexedWords[] =>
  rows.flatMap((row) => (row === undefined ? [] : indexedWordsOf(table, row)))

const succeeded = <T>(items: readonly T[], response: DBCoreMutateResponse): T[] =>
  items.filter((_, position) => !(position in response.failures))

/** The rows a write replaces or deletes, read before it. */
function replacedRows(source: DBCoreTable, request: DBCoreMutateRequest): Promise<unknown[]> {
  const { trans } = request
  switch (request.type) {
    case 'add':
      return Dexie.Promise.resolve([])
    case 'put': {
      const extract = source.schema.primaryKey.extractKey
      return storedRows(
        source,
        trans,
        request.keys ?? request.values.map((value) => extract?.(value)),
      )
    }
    case 'delete':
      return storedRows(source, trans, request.keys)
    case 'deleteRange': {
      const query = { index: source.schema.primaryKey, range: request.range }
      return source.query({ trans, query, values: true }).then(({ result }) => result)
    }
  }
}

/**
 * The write with its index change. Chained on the database's own promises, never on native
 * async functions: the layers below (Dexie's hooks) read the transaction from Dexie's zone,
 * which a native await may have left.
 */
function mutateIndexed(
  { table, source, index }: Indexing,
  request: DBCoreMutateRequest,
): Promise<DBCoreMutateResponse> {
  return replacedRows(source, request).then((before) =>
    source.mutate(request).then((response) => {
      const after = request.type === 'add' || request.type === 'put' ? request.values : []
      // A refused add or put left its row as it was: neither its old words nor new ones change.
      const replaced = request.type === 'add' ? [] : succeeded(before, response)
      const stored = succeeded(after, response)
      const changes = wordChanges(wordsOfRows(table, replaced), wordsOfRows(table, stored))
      return writeWordChanges(index, request.trans, changes).then(() => response)
    }),
  )
}

/** The middleware; a database without the index table (an older test schema) is left alone. */
export const searchIndexMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'SearchIndex',
  create(down) {
    if (!down.schema.tables.some((table) => table.name === SEARCH_INDEX_TABLE)) return {}
    return {
      transaction: (stores, mode, options) =>
        down.transaction(widenedStores(stores, mode), mode, options),
      table(name) {
        const source = down.table(name)
        if (!isIndexedTable(name)) return source
        const indexing: Indexing = { table: name, source, index: down.table(SEARCH_INDEX_TABLE) }
        return { ...source, mutate: (request) => mutateIndexed(indexing, request) }
      },
    }
  },
}
