/**
 * Pulling lists into IndexedDB. Each list is pulled per filter key and remembered with its fetch
 * time (meta `fetchedAt:<key>`, for "as of ..." on screens) and the ids it answered; the rules of
 * what a pull may overwrite or remove are listStore's. A list answered in one page is asked as
 * conditionalGet asks (the user's last tag, while the list is held); a paged list is asked whole.
 */
import { check } from '../contract/validate.ts'
import type { Route } from '../contract/route.ts'
import { fetchedAtKey, listColumnsKey } from '../store/meta.ts'
import { getBodyIfChanged, keepEtag } from './conditionalGet.ts'
import { PullError } from './pullError.ts'
import {
  listHeld,
  listTables,
  markListFetched,
  putDerivedRows,
  replaceList,
  type DerivedRows,
} from './listStore.ts'
import { forgetFirstScreen, offerFirstScreen } from './arrivingFirstScreens.ts'
import type { Row, SyncDb, SyncedTableName } from './syncDb.ts'
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
  /**
   * What else the answer carries for its screen (a board's month columns), stored in meta beside
   * the list (store/meta listColumnsKey) in the list's transaction.
   */
  columns?(body: unknown): unknown
  /** Rows of another table made from this list's rows, stored with them (listStore). */
  derived?: DerivedRows
  /**
   * The rows its screen shows first (a board's top cards of each column). On a pull of a list the
   * device does not hold yet, with PullOptions.drawn, they are offered to the page in memory
   * (arrivingFirstScreens.ts), which draws them while the whole answer is written.
   */
  firstScreen?(rows: readonly Row[]): Row[]
}

/**
 * One check of an answer for the rows and the columns both: the read is kept for the last body
 * it was given.
 */
export function readOnce<T>(read: (body: unknown) => T): (body: unknown) => T {
  let last: { body: unknown; value: T } | undefined
  return (body) => {
    if (last === undefined || last.body !== body) last = { body, value: read(body) }
    return last.value
  }
}

export interface PullResult {
  fetchedAt: number
  received: number
  written: number
  /** Rows left as they are: unsettled ops, settled during the pull, or a newer local version. */
  kept: number
  removed: number
  /** The server answered 304: the list the device holds is still the server's. */
  unchanged?: boolean
}

/** A 200 answer read by its route's answer schema; one of another shape fails the pull, naming why. */
export function readAnswer<T>(route: Route<unknown, unknown, T, unknown>, body: unknown): T {
  if (!route.answer) throw new Error(`${route.pattern} declares no answer schema`)
  const result = check(route.answer, body)
  if (!result.ok) throw new PullError(200, body, result.errors)
  return result.value
}

/** The body of a 200 answer to GET `path`; any other status fails the pull. */
export async function getBody(transport: Transport, path: string): Promise<unknown> {
  const body = await getBodyOrNull(transport, path)
  if (body === null) throw new PullError(404, null)
  return body
}

/** As getBody, but null when the server answers 404 (gone, or a call the provider lacks). */
export async function getBodyOrNull(transport: Transport, path: string): Promise<unknown> {
  const response = await transport.send({ method: 'GET', path })
  if (response.status === 404) return null
  if (response.status !== 200) throw new PullError(response.status, response.body)
  return response.body
}

/** Answer objects as the rows a list stores. */
export const asRows = <T extends object>(rows: readonly T[]): Row[] => rows as unknown as Row[]

interface Answered {
  incoming: Row[]
  columns: unknown
  /** Keeps the answer's tag for the next pull, once its rows are stored (paged: none). */
  keepTag(): Promise<void>
}

const read = (list: ListPull, body: unknown) => ({
  incoming: list.rows(body),
  columns: list.columns?.(body),
})

/** Every page of a paged list, asked whole: the first page's tag says nothing of the others. */
async function fetchPages(transport: Transport, list: ListPull): Promise<Answered> {
  const incoming: Row[] = []
  let columns: unknown
  for (let path: string | null = list.path; path !== null;) {
    const response = await transport.send({ method: 'GET', path })
    if (response.status < 200 || response.status >= 300) {
      throw new PullError(response.status, response.body)
    }
    const page = read(list, response.body)
    incoming.push(...page.incoming)
    columns = page.columns
    path = list.nextPath?.(response.body) ?? null
  }
  return { incoming, columns, keepTag: async () => {} }
}

/**
 * The list's rows; null when the server answered 304 (conditionalGet: a list answered in one page
 * is asked with its last answer's tag while the list and its rows are on the device).
 */
async function fetchList(
  db: SyncDb,
  transport: Transport,
  list: ListPull,
  userId: number | undefined,
): Promise<Answered | null> {
  if (list.nextPath) return fetchPages(transport, list)
  const get = { userId, path: list.path, held: () => listHeld(db, list.key, list.table) }
  const answer = await getBodyIfChanged(db, transport, get)
  if (answer.unchanged) return null
  if (answer.body === null) throw new PullError(404, null)
  return { ...read(list, answer.body), keepTag: () => keepEtag(db, get, answer) }
}

export interface PullOptions {
  /**
   * The signed-in user, whose tags the list is asked with (another user on the device is answered
   * whole). Undefined when not known: asked whole, and every user's tag of the path is dropped.
   */
  userId: number | undefined
  now?: () => number
  /**
   * The page's moment to draw (it resolves once the page is idle): given, a first pull offers its
   * list's first screen in memory, waits for this, then stores the whole answer. That
   * transaction makes the page's reads of the list wait until it ends.
   */
  drawn?: () => Promise<void>
}

export async function pullList(
  db: SyncDb,
  transport: Transport,
  list: ListPull,
  { userId, now = Date.now, drawn }: PullOptions,
): Promise<PullResult> {
  const startedAt = now()
  // Read beside the request: after the answer it would wait behind other lists' writes.
  const storedBefore = drawn === undefined ? undefined : listStoredBefore(db, list)
  const answered = await fetchList(db, transport, list, userId)
  const fetchedAt = now()
  if (answered === null) {
    if (await markListFetched(db, list.key, fetchedAt)) {
      return { fetchedAt, received: 0, written: 0, kept: 0, removed: 0, unchanged: true }
    }
    // Dropped meanwhile: no longer held, so asked again without a tag, whole.
    return pullList(db, transport, list, { userId, now })
  }
  const offered =
    storedBefore !== undefined && offerFirstScreenAhead(list, answered.incoming, await storedBefore)
  try {
    if (offered && drawn) await drawn()
    return await storeAnswer(db, list, answered, startedAt, fetchedAt)
  } catch (error) {
    if (offered) forgetFirstScreen(list.key)
    throw error
  }
}

/** The answer's rows, its columns and its tag, in one transaction. */
function storeAnswer(
  db: SyncDb,
  list: ListPull,
  { incoming, columns, keepTag }: Answered,
  startedAt: number,
  fetchedAt: number,
): Promise<PullResult> {
  const tables = list.derived ? [list.table, list.derived.table] : [list.table]
  return db.transaction('rw', listTables(db, ...tables), async () => {
    const { written, removed, asAnswered } = await replaceList(
      db,
      list,
      incoming,
      startedAt,
      fetchedAt,
    )
    const derivedAsAnswered =
      !list.derived || (await putDerivedRows(db, list.derived, incoming, startedAt))
    if (columns !== undefined) await db.meta.put({ key: listColumnsKey(list.key), value: columns })
    // In the rows' transaction (listTables holds meta): a failed write keeps no tag.
    if (asAnswered && derivedAsAnswered) await keepTag()
    return {
      fetchedAt,
      received: incoming.length,
      written,
      kept: incoming.length - written,
      removed,
    }
  })
}

/**
 * Whether the device held the list when its pull began (a list with no first screen, or a read
 * that failed: true, so nothing is offered). It never rejects: a failed fetch leaves it unread.
 */
async function listStoredBefore(db: SyncDb, list: ListPull): Promise<boolean> {
  if (list.derived || !list.firstScreen) return true
  return db.syncLists.get(list.key).then(
    (stored) => stored !== undefined,
    () => true,
  )
}

/**
 * A first pull's first screen (ListPull.firstScreen), offered to the page in memory
 * (arrivingFirstScreens.ts) while the whole answer is written: true when it was.
 */
function offerFirstScreenAhead(list: ListPull, incoming: readonly Row[], stored: boolean): boolean {
  if (stored) return false
  const first = list.firstScreen?.(incoming) ?? []
  if (first.length === 0 || first.length >= incoming.length) return false
  offerFirstScreen(list.key, first)
  return true
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
