import type { Dexie, EntityTable } from 'dexie'

/** A key-value row: fetch times, ETags, the device id, saved filters, kept answers' extras. */
export interface MetaRow {
  key: string
  value: unknown
}

/** Any database with the `meta` table. */
export type MetaDb = Dexie & { meta: EntityTable<MetaRow, 'key'> }

export const fetchedAtKey = (list: string): string => `fetchedAt:${list}`

/** What a list's last answer carried beside its rows (a board's month columns). */
export const listColumnsKey = (list: string): string => `columns:${list}`

export const ETAG_PREFIX = 'etag:'

/** The ETag of the last answer to GET `path` the user received (sync/conditionalGet.ts). */
export const etagKey = (userId: number, path: string): string => `${ETAG_PREFIX}${userId} ${path}`
export const DEVICE_ID_KEY = 'deviceId'

export async function readMeta<T>(database: MetaDb, key: string): Promise<T | undefined> {
  return (await database.meta.get(key))?.value as T | undefined
}

export async function writeMeta(database: MetaDb, key: string, value: unknown): Promise<void> {
  await database.meta.put({ key, value })
}

/** A stable id for this browser, sent as deviceID on sign-in. */
export async function deviceId(database: MetaDb): Promise<string> {
  return database.transaction('rw', database.meta, async () => {
    const known = await readMeta<string>(database, DEVICE_ID_KEY)
    if (known) return known
    const created = crypto.randomUUID()
    await writeMeta(database, DEVICE_ID_KEY, created)
    return created
  })
}
