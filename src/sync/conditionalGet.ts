/**
 * Conditional GETs for answers fetched whole: master data, report answers, targets, teams, the
 * profile, the RM list, and each list pullList asks in one page (a ListPull without nextPath; a
 * paged list is asked whole, as its first page's tag says nothing of the others). The ETag of the
 * last answer to a path is kept per user and path (meta etagKey) and sent as If-None-Match, but
 * only while what that answer was stored as is still on the device (the caller's `held`): a 304
 * then answers `unchanged`, and the caller parses and writes nothing. A tag is dropped as soon as a
 * new answer arrives and kept again only once the caller stored that answer (keepEtag), so a tag
 * never stands for data the device does not hold; a failed or cut-short write leaves no tag, and
 * the next call is answered whole.
 */
import type { Dexie, Table } from 'dexie'
import type { MetaRow } from '../store/meta.ts'
import { ETAG_PREFIX, etagKey } from '../store/meta.ts'
import { PullError } from './pullError.ts'
import type { Transport } from './transport.ts'

export interface ConditionalGet {
  /**
   * Whose answer it is: tags are kept per user, so another user on this device is answered
   * whole. Without it (a caller that does not know the user) the call is never conditional and
   * every user's tag of the path is dropped, as the answer may replace what those tags stand for.
   */
  userId: number | undefined
  path: string
  /** Whether what the last answer to `path` was stored as is still on the device. */
  held(): Promise<boolean>
}

export type ConditionalAnswer =
  | { unchanged: true }
  /** `body` is null when the server answered 404. */
  | { unchanged: false; body: unknown; etag?: string }

/** A kept tag, with when its answer was stored (tags of paths no longer asked are pruned). */
interface KeptEtag {
  etag: string
  storedAt: number
}

const metaOf = (db: Dexie): Table<MetaRow, string> => db.table<MetaRow, string>('meta')

const etagOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && typeof (value as KeptEtag).etag === 'string'
    ? (value as KeptEtag).etag
    : undefined

async function forgetEtags(db: Dexie, userId: number | undefined, path: string): Promise<void> {
  if (userId !== undefined) return metaOf(db).delete(etagKey(userId, path))
  await forgetEveryUsersEtag(db, path)
}

/** Drops every user's tag of `path`: the next call of each is answered whole. */
export async function forgetEveryUsersEtag(db: Dexie, path: string): Promise<void> {
  const keys = (await metaOf(db).where('key').startsWith(ETAG_PREFIX).primaryKeys()) as string[]
  await metaOf(db).bulkDelete(keys.filter((key) => key.endsWith(` ${path}`)))
}

/**
 * GET `path` as getBodyOrNull does (any status but 200 and 404 fails the pull), asked with the
 * last answer's tag while `held`: `unchanged` when the server answered 304 to it.
 */
export async function getBodyIfChanged(
  db: Dexie,
  transport: Transport,
  get: ConditionalGet,
): Promise<ConditionalAnswer> {
  const stored =
    get.userId === undefined
      ? undefined
      : etagOf((await metaOf(db).get(etagKey(get.userId, get.path)))?.value)
  const tag = stored !== undefined && (await get.held()) ? stored : undefined
  const headers = tag ? { headers: { 'If-None-Match': tag } } : {}
  const response = await transport.send({ method: 'GET', path: get.path, ...headers })
  if (response.status === 304 && tag) return { unchanged: true }
  if (response.status !== 200 && response.status !== 404) {
    throw new PullError(response.status, response.body)
  }
  if (stored !== undefined || get.userId === undefined) {
    await forgetEtags(db, get.userId, get.path)
  }
  if (response.status === 404) return { unchanged: false, body: null }
  return {
    unchanged: false,
    body: response.body,
    ...(response.etag ? { etag: response.etag } : {}),
  }
}

/**
 * Keeps the answer's tag for the next call, once the caller stored what the answer holds (inside
 * the caller's transaction when it includes `meta`, else after it).
 */
export async function keepEtag(
  db: Dexie,
  get: Pick<ConditionalGet, 'userId' | 'path'>,
  answer: ConditionalAnswer,
  storedAt: number = Date.now(),
): Promise<void> {
  if (answer.unchanged || !answer.etag || get.userId === undefined) return
  const value: KeptEtag = { etag: answer.etag, storedAt }
  await metaOf(db).put({ key: etagKey(get.userId, get.path), value })
}

/**
 * Drops the tags of answers stored before `before` (epoch ms): report paths name their dates, so
 * tags of paths no longer asked would pile up. A dropped tag only costs its path one whole answer.
 */
export async function dropEtagsBefore(db: Dexie, before: number): Promise<number> {
  const rows = await metaOf(db).where('key').startsWith(ETAG_PREFIX).toArray()
  const old = rows.filter((row) => ((row.value as Partial<KeptEtag>)?.storedAt ?? 0) < before)
  await metaOf(db).bulkDelete(old.map((row) => row.key))
  return old.length
}

/**
 * For a caller that stores one answer by itself: `store` gets the body (null on 404) unless the
 * server answered 304, and the answer's tag is kept once it is stored. False when unchanged.
 */
export async function storeIfChanged(
  db: Dexie,
  transport: Transport,
  get: ConditionalGet,
  store: (body: unknown) => Promise<void>,
): Promise<boolean> {
  const answer = await getBodyIfChanged(db, transport, get)
  if (answer.unchanged) return false
  await store(answer.body)
  await keepEtag(db, get, answer)
  return true
}
