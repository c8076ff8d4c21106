/**
 * Pulling lists into IndexedDB (ARCHITECTURE.md "Pulling"). Each list is pulled per filter key and
 * remembered with its fetch time (meta `fetchedAt:<key>`, for "as of ..." on screens) and the ids
 * it answered. A pull never overwrites a row that has unsettled ops (the local change stays on top
 * until settled), nor a row an op settled while the pull was under way, nor a newer version; rows
 * missing from a fresh pull of the list are removed unless they have ops or another list holds them.
 */
import { PIPELINE_PATHS, type PipelineFilter } from '../contract/pipeline.ts'
import { STATUS_PATHS } from '../contract/status.ts'
import { fetchedAtKey } from '../store/meta.ts'
import type { Row, SyncDb, SyncedTableName } from './syncDb.ts'
import { keyOf } from './syncDb.ts'
import type { Transport } from './transport.ts'

export interface ListPull {
  /** The filter key: one stored list per key. */
  key: string
  table: SyncedTableName
  path: string
  /** The rows of the answer; throws on an answer of another shape. */
  rows(body: unknown): Row[]
  /** A paged list: the path of the page after this answer's, or null after the last one. */
  nextPath?(body: unknown): string | null
  /** Fields the list does not answer: a row already held keeps its own values of them. */
  keepLocal?: readonly string[]
}

export interface PullResult {
  fetchedAt: number
  received: number
  written: number
  /** Rows left as they are: unsettled ops, settled during the pull, or a newer local version. */
  kept: number
  removed: number
}

export class PullError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Pull answered ${status}`)
    this.name = 'PullError'
  }
}

/** Settled marks older than this cannot concern a pull still under way. */
const SETTLED_MARK_TTL_MS = 10 * 60_000

const numberAfterColon = (key: string): number => Number(key.slice(key.indexOf(':') + 1))

function keepFields(row: Row, local: Row, fields: readonly string[]): Row {
  const kept: Row = { ...row }
  for (const field of fields) if (field in local) kept[field] = local[field]
  return kept
}

export async function pullList(
  db: SyncDb,
  transport: Transport,
  list: ListPull,
  now: () => number = Date.now,
): Promise<PullResult> {
  const startedAt = now()
  const incoming: Row[] = []
  for (let path: string | null = list.path; path !== null;) {
    const response = await transport.send({ method: 'GET', path })
    if (response.status < 200 || response.status >= 300) {
      throw new PullError(response.status, response.body)
    }
    incoming.push(...list.rows(response.body))
    path = list.nextPath?.(response.body) ?? null
  }
  const fetchedAt = now()
  const key = keyOf(list.table)
  const table = db.table(list.table)
  const prefix = `${list.table}:`
  const tables = [table, db.outbox, db.syncLists, db.syncSettled, db.meta]
  return db.transaction('rw', tables, async () => {
    const held = new Set<number>()
    for (const op of await db.outbox.where('entityKey').startsWith(prefix).toArray()) {
      held.add(op.entity.id)
    }
    for (const mark of await db.syncSettled.where('settledAt').aboveOrEqual(startedAt).toArray()) {
      if (mark.entityKey.startsWith(prefix)) held.add(numberAfterColon(mark.entityKey))
    }
    await db.syncSettled
      .where('settledAt')
      .below(fetchedAt - SETTLED_MARK_TTL_MS)
      .delete()

    const ids = incoming.map((row) => row[key] as number)
    const existing = (await table.bulkGet(ids)) as (Row | undefined)[]
    const fresh = incoming
      .map((row, index) => ({ row, local: existing[index] }))
      .filter(({ row, local }) => {
        if (held.has(row[key] as number)) return false
        return !(
          typeof local?.version === 'number' &&
          typeof row.version === 'number' &&
          local.version > row.version
        )
      })
      .map(({ row, local }) =>
        local && list.keepLocal ? keepFields(row, local, list.keepLocal) : row,
      )
    await table.bulkPut(fresh)

    const answered = new Set(ids)
    const otherLists = await db.syncLists.where('table').equals(list.table).toArray()
    const elsewhere = new Set(
      otherLists.filter((other) => other.key !== list.key).flatMap((other) => other.ids),
    )
    const previous = otherLists.find((other) => other.key === list.key)?.ids ?? []
    const missing = previous.filter((id) => !answered.has(id))
    const gone = missing.filter((id) => !elsewhere.has(id) && !held.has(id))
    await table.bulkDelete(gone)
    // A row kept for its ops (or settled during the pull, e.g. a deal created here that this
    // answer predates) stays in the list, first as a new row is, until a later pull lists it.
    const stillListed = missing.filter((id) => held.has(id))
    await db.syncLists.put({ key: list.key, table: list.table, ids: [...stillListed, ...ids] })
    await db.meta.put({ key: fetchedAtKey(list.key), value: fetchedAt })
    return {
      fetchedAt,
      received: incoming.length,
      written: fresh.length,
      kept: incoming.length - fresh.length,
      removed: gone.length,
    }
  })
}

/** When the list was last fetched (epoch ms), for "as of ..."; undefined when never. */
export async function listFetchedAt(db: SyncDb, key: string): Promise<number | undefined> {
  const value = (await db.meta.get(fetchedAtKey(key)))?.value
  return typeof value === 'number' ? value : undefined
}

/** Rows kept for their ops, then the ids the list answered last time (in the answer's order). */
export async function listIds(db: SyncDb, key: string): Promise<number[]> {
  return (await db.syncLists.get(key))?.ids ?? []
}

function rowsWithKey(body: unknown, key: string): Row[] {
  if (!Array.isArray(body)) throw new PullError(200, body)
  return body.filter(
    (row): row is Row => typeof row === 'object' && row !== null && typeof row[key] === 'number',
  )
}

export const pipelineListKey = (filter: PipelineFilter): string =>
  `pipeline:${PIPELINE_PATHS.list(filter)}`

/** The pipeline board's cards for a filter (open deals only). */
export const pipelinePull = (filter: PipelineFilter): ListPull => ({
  key: pipelineListKey(filter),
  table: 'deals',
  path: PIPELINE_PATHS.list(filter),
  rows: (body) => rowsWithKey(body, 'dealId'),
})

export const statusListKey = (dealId: number): string => `status:${dealId}`

/** The status updates of one deal. */
export const statusUpdatesPull = (dealId: number): ListPull => ({
  key: statusListKey(dealId),
  table: 'statusUpdates',
  path: STATUS_PATHS.list(dealId),
  rows: (body) => rowsWithKey(body, 'id'),
})
