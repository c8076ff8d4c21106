/**
 * Dexie's getMany (bulkGet) asks IndexedDB for each key on its own: a pull of 3,000 cards made
 * 3,000 requests before writing, and again below the search index's write (it reads what a put
 * replaces), most answered "none" on a device's first fill. This DBCore middleware reads many
 * keys (all numbers, or all strings: the search index's words) through the range they span
 * instead: first which of its keys are stored (one request), then the stored rows, either the
 * whole range's in one request when the keys asked make up most of it, or those keys one by one
 * when they are few among many. Mixed or other keys, and outbound keys, are asked as before.
 */
import {
  type DBCore,
  type DBCoreGetManyRequest,
  type DBCoreRangeType,
  type DBCoreTable,
  type Middleware,
} from 'dexie'

const RANGE = 2 as DBCoreRangeType

/**
 * Fewer keys than this are asked one by one: a few keys can span a large range (a deal's words
 * span the whole vocabulary), whose keys would cost more to read than the keys themselves.
 */
const FROM_KEYS = 64

type RangeKey = number | string

/** Whether every key is a number, or every key a string: keys that order as JS compares them. */
function ofOneKind(keys: readonly unknown[]): keys is readonly RangeKey[] {
  const kind = typeof keys[0]
  return (kind === 'number' || kind === 'string') && keys.every((key) => typeof key === kind)
}

/** The rows of `keys` (undefined where none), in their order. */
function rangeGetMany(source: DBCoreTable, request: DBCoreGetManyRequest): Promise<unknown[]> {
  const { trans, keys } = request
  const extract = source.schema.primaryKey.extractKey
  if (!extract || keys.length < FROM_KEYS || !ofOneKind(keys)) return source.getMany(request)
  let lower = keys[0]!
  let upper = lower
  for (const key of keys) {
    if (key < lower) lower = key
    if (key > upper) upper = key
  }
  const range = { type: RANGE, lower, upper, lowerOpen: false, upperOpen: false }
  const query = { index: source.schema.primaryKey, range }
  const inOrder = (byKey: Map<unknown, unknown>) => keys.map((key) => byKey.get(key))
  return source.query({ trans, query, values: false }).then(({ result: stored }) => {
    const storedKeys = new Set(stored)
    const present = [...new Set(keys.filter((key) => storedKeys.has(key)))]
    if (present.length === 0) return keys.map(() => undefined)
    if (present.length * 2 >= stored.length) {
      return source
        .query({ trans, query, values: true })
        .then(({ result: rows }) =>
          inOrder(new Map(rows.map((row: unknown) => [extract(row), row]))),
        )
    }
    return source
      .getMany({ ...request, keys: present })
      .then((rows) => inOrder(new Map(present.map((key, position) => [key, rows[position]]))))
  })
}

export const rangeGetManyMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'RangeGetMany',
  // Below the search index's middleware (level 10), whose reads of replaced rows it serves too.
  level: 5,
  create(down) {
    return {
      table(name) {
        const source = down.table(name)
        return { ...source, getMany: (request) => rangeGetMany(source, request) }
      },
    }
  },
}
