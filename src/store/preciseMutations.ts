/**
 * Dexie tells live queries the keys a put wrote only when it wrote fewer than 50 rows; a larger
 * put is told as the whole table. A first fill writes pages of 2,000 rows, so every screen that
 * follows a table (the board's mirror of tens of thousands of deals) read it all again after each
 * page. This DBCore middleware, just above Dexie's observability middleware, hands plain puts and
 * adds down in chunks below that size, in the same transaction and order: each commit then names
 * the keys it wrote, and a mirror reads those rows only (tableMirror.ts).
 */
import type {
  DBCore,
  DBCoreAddRequest,
  DBCoreMutateRequest,
  DBCoreMutateResponse,
  DBCorePutRequest,
  DBCoreTable,
  Middleware,
} from 'dexie'

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
          mutate: (request) =>
            isPlainWrite(request) ? mutateInChunks(source, request) : source.mutate(request),
        }
      },
    }
  },
}
