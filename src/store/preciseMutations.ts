/**
 * Dexie tells live queries the keys a put wrote only when it wrote fewer than 50 rows; a larger
 * put is told as the whole table. A first fill writes pages of 2,000 rows, so every screen that
 * follows a table (the board's mirror of tens of thousands of deals) read it all again after each
 * page. This DBCore middleware, just above Dexie's observability middleware, hands plain puts and
 * adds down in chunks below that size, in the same transaction and order: each commit then names
 * the keys it wrote, and a mirror reads those rows only (tableMirror.ts).
 *
 * Telling each key costs Dexie about 30 µs (one insertion in a balanced tree, several times over
 * between the put, the transaction and the commit): 90 ms of a first pull's 3,000 cards. A write
 * of more rows than a mirror would read by key (keyedReadLimit of the rows the table held) is
 * read whole by the mirror anyway, so it goes down whole and is told as the whole table.
 */
import {
  Dexie,
  type DBCoreRangeType,
  type DBCore,
  type DBCoreAddRequest,
  type DBCoreMutateRequest,
  type DBCoreMutateResponse,
  type DBCorePutRequest,
  type DBCoreTable,
  type DBCoreTransaction,
  type Middleware,
} from 'dexie'
import { FULL_READ_ABOVE, keyedReadLimit } from './tableMirror.ts'

/** Dexie names the keys of a put of fewer values than 50. */
export const PRECISE_CHUNK = 49

type PlainWrite = DBCoreAddRequest | DBCorePutRequest

/** A put or add of values only (no keys given, no criteria of a modify): safe to cut. */
function isPlainWrite(request: DBCoreMutateRequest): request is PlainWrite {
  if (request.type !== 'put' && request.type !== 'add') return false
  if (request.keys !== undefined || request.values.length <= PRECISE_CHUNK) return false
  const put = request as DBCorePutRequest & { updates?: unknown }
  return !put.criteria && !put.changeSpec && !put.updates && !put.isAdditionalChunk
}

async function mutateInChunks(
  down: DBCoreTable,
  request: PlainWrite,
): Promise<DBCoreMutateResponse> {
  const chunks: Promise<DBCoreMutateResponse>[] = []
  for (let start = 0; start < request.values.length; start += PRECISE_CHUNK) {
    const values = request.values.slice(start, start + PRECISE_CHUNK)
    chunks.push(down.mutate({ ...request, values }))
  }
  const answers = await Promise.all(chunks)
  const failures: DBCoreMutateResponse['failures'] = {}
  let numFailures = 0
  answers.forEach((answer, index) => {
    numFailures += answer.numFailures
    for (const [position, error] of Object.entries(answer.failures)) {
      failures[index * PRECISE_CHUNK + Number(position)] = error
    }
  })
  return {
    numFailures,
    failures,
    results: answers.flatMap((answer) => answer.results ?? []),
    lastResult: answers.at(-1)?.lastResult,
  }
}

/** Dexie's DBCoreRangeType.Any (a const enum, not importable as a value). */
const ANY_KEY = 3 as DBCoreRangeType

/** Whether a mirror of the table would read the write's rows by key rather than read it whole. */
function readByKey(down: DBCoreTable, request: PlainWrite): Promise<boolean> {
  const query = {
    index: down.schema.primaryKey,
    range: { type: ANY_KEY, lower: undefined, upper: undefined },
  }
  return down
    .count({ trans: request.trans, query })
    .then((held) => request.values.length <= keyedReadLimit(held))
}

/**
 * Per transaction, the last write whose way down waits for a count: later writes wait for it too,
 * so every write is issued in the order it was asked.
 */
const deciding = new WeakMap<DBCoreTransaction, Promise<unknown>>()

/**
 * Chained on the database's own promises, never on native ones: the layers below (Dexie's cache)
 * read the transaction from Dexie's zone, which a native promise's callback may have left.
 */
function mutateInOrder(
  down: DBCoreTable,
  request: DBCoreMutateRequest,
): Promise<DBCoreMutateResponse> {
  const large = isPlainWrite(request) && request.values.length > FULL_READ_ABOVE
  const earlier = deciding.get(request.trans)
  if (!earlier && !large) {
    return isPlainWrite(request) ? mutateInChunks(down, request) : down.mutate(request)
  }
  const decide = (): boolean | Promise<boolean> =>
    isPlainWrite(request) && (!large || readByKey(down, request))
  const decided = (earlier ?? Dexie.Promise.resolve()).then(decide, decide)
  deciding.set(request.trans, decided)
  const settled = () => {
    if (deciding.get(request.trans) === decided) deciding.delete(request.trans)
  }
  decided.then(settled, settled)
  return decided.then((byKey) =>
    byKey ? mutateInChunks(down, request as PlainWrite) : down.mutate(request),
  )
}

export const preciseMutationsMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'PreciseMutations',
  // Above Dexie's observability (0), below its virtual indexes and hooks (1, 2).
  level: 0.5,
  create(down) {
    return {
      ...down,
      table(name) {
        const source = down.table(name)
        return {
          ...source,
          mutate: (request) => mutateInOrder(source, request),
        }
      },
    }
  },
}
