/**
 * Filling the client cache (ARCHITECTURE.md "Pulling"): every client and every contact, page by
 * page (PULL_PAGE_SIZE a call), so the lists, their search and their filters work offline; the
 * list's page for the current search, so a search online also finds what the cache lacks; and the
 * contacts of a period (their ids decide the period filter). The client list's industries and
 * relationship managers are kept too. Pulls go through the engine: a row with unsettled ops is
 * never overwritten.
 */
import { CLIENT_PATHS, type ClientList } from '../../contract/clients.ts'
import { CONTACT_PATHS } from '../../contract/contacts.ts'
import { isRecord } from '../../contract/payloadChecks.ts'
import { CLIENT_RMS_KEY } from '../../store/clients.ts'
import { db } from '../../store/db.ts'
import { listFetchedAt, listIds, PullError, type ListPull } from '../../sync/pull.ts'
import type { Row } from '../../sync/syncDb.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { clientCacheIsFresh } from './clientCache.ts'
import type { ClientListQuery } from './clientListModel.ts'

/** The most rows the server gives in one page. */
export const PULL_PAGE_SIZE = 500

function rowsOf(body: unknown, field: 'clients' | 'contacts'): Row[] {
  if (!isRecord(body) || !Array.isArray(body[field])) throw new PullError(200, body)
  return (body[field] as unknown[]).filter(
    (row): row is Row => isRecord(row) && typeof row.id === 'number',
  )
}

const totalOf = (body: unknown): number => {
  const info = isRecord(body) && isRecord(body.info) ? body.info : null
  return typeof info?.total === 'number' ? info.total : 0
}

/** One page of a list, answering the whole body too (for its total and side lists). */
async function pullPage(
  key: string,
  table: 'clients' | 'contacts',
  path: string,
): Promise<unknown> {
  let answered: unknown = null
  const pull: ListPull = {
    key,
    table,
    path,
    rows: (body) => {
      answered = body
      return rowsOf(body, table)
    },
  }
  await syncEngine.pull(pull)
  return answered
}

async function keepClientListExtras(body: ClientList): Promise<void> {
  await db.transaction('rw', db.industries, db.meta, async () => {
    if (body.industries.length > 0) {
      await db.industries.bulkPut(
        body.industries.map(({ id, industry }) => ({ id, text: industry })),
      )
    }
    await db.meta.put({ key: CLIENT_RMS_KEY, value: body.relManagers })
  })
}

/** Pages of a list until its total is covered; answers the keys pulled. */
async function pullAllPages(
  prefix: string,
  table: 'clients' | 'contacts',
  pathOf: (page: number) => string,
  onFirst?: (body: unknown) => Promise<void>,
): Promise<string[]> {
  const keys: string[] = []
  for (let page = 1; ; page++) {
    const key = `${prefix}:${page}`
    const body = await pullPage(key, table, pathOf(page))
    keys.push(key)
    if (page === 1 && onFirst) await onFirst(body)
    if (page * PULL_PAGE_SIZE >= totalOf(body)) return keys
  }
}

export function pullAllClients(): Promise<string[]> {
  return pullAllPages(
    'clients:all',
    'clients',
    (page) =>
      CLIENT_PATHS.list({
        industry: 0,
        segment: 0,
        rm: 0,
        page,
        perPage: PULL_PAGE_SIZE,
        search: '',
      }),
    (body) => keepClientListExtras(body as ClientList),
  )
}

/** The server's page of the list for a query (it fills in clients the cache lacks). */
export async function pullClientQuery(query: ClientListQuery, page: number): Promise<void> {
  const path = CLIENT_PATHS.list({ ...query, page, perPage: 10 })
  const body = await pullPage(`clients:${path}`, 'clients', path)
  await keepClientListExtras(body as ClientList)
}

export function pullAllContacts(): Promise<string[]> {
  return pullAllPages('contacts:all', 'contacts', (page) =>
    CONTACT_PATHS.list({ period: 0, industry: 0, page, perPage: PULL_PAGE_SIZE, search: '' }),
  )
}

export const contactPeriodPrefix = (period: number): string => `contacts:period:${period}`

/** Every contact added in a month (YYYYMM), whatever its industry. */
export function pullContactPeriod(period: number): Promise<string[]> {
  return pullAllPages(contactPeriodPrefix(period), 'contacts', (page) =>
    CONTACT_PATHS.list({ period, industry: 0, page, perPage: PULL_PAGE_SIZE, search: '' }),
  )
}

/** The ids the server listed for a period the last time it was pulled; null when never. */
export async function contactPeriodIds(period: number): Promise<Set<number> | null> {
  const prefix = contactPeriodPrefix(period)
  const lists = await db.syncLists.where('key').startsWith(`${prefix}:`).toArray()
  if (lists.length === 0) return null
  const ids = new Set<number>()
  for (const list of lists) for (const id of await listIds(db, list.key)) ids.add(id)
  return ids
}

/** The first pages of the full lists: their fetch time is the cache's. */
const CACHE_LIST_KEYS = ['clients:all:1', 'contacts:all:1'] as const

let refilling: Promise<void> | null = null

/**
 * For dialogs that offer clients and contacts (Add deal, sales visit, proposal receivers): fills
 * the cache online unless it is fresh, one run at a time, so opening a dialog again does not pull
 * thousands of rows again.
 */
export function refreshClientCache(): Promise<void> {
  if (!navigator.onLine) return Promise.resolve()
  refilling ??= (async () => {
    const fetchedAt = await Promise.all(CACHE_LIST_KEYS.map((key) => listFetchedAt(db, key)))
    if (clientCacheIsFresh(fetchedAt, Date.now())) return
    await pullAllClients()
    await pullAllContacts()
  })().finally(() => {
    refilling = null
  })
  return refilling
}
