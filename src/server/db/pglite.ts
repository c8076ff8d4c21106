import { PGlite } from '@electric-sql/pglite'
import type { Transaction } from '@electric-sql/pglite'
import { keepText, parseNumber, TYPE_OIDS, type Db } from './db.ts'

type Runner = Pick<Transaction, 'query' | 'exec'>

function wrap(runner: Runner, outer: PGlite | null): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await runner.query<T>(sql, params as unknown[])
      return result.rows
    },
    async exec(sql: string) {
      await runner.exec(sql)
    },
    async tx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      // Already inside a transaction: join it.
      if (!outer) return fn(wrap(runner, null))
      return outer.transaction((tx) => fn(wrap(tx, null)))
    },
    async listen(channel, onNotice) {
      if (!outer) throw new Error('listen() is not for a transaction')
      const unlisten = await outer.listen(channel, onNotice)
      return async () => {
        if (!outer.closed) await unlisten()
      }
    },
    async close() {
      if (outer && !outer.closed) await outer.close()
    },
  }
}

/**
 * dataDir: a folder, or 'memory://' for a throw-away database; image: a data folder to start
 * from (a tarball made by dumpDataDir), in place of an empty one.
 */
export function createPglite(dataDir: string, image?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, {
    parsers: {
      [TYPE_OIDS.int8]: parseNumber,
      [TYPE_OIDS.numeric]: parseNumber,
      [TYPE_OIDS.date]: keepText,
    },
    ...(image ? { loadDataDir: image } : {}),
  })
}

export const pgliteDb = (pglite: PGlite): Db => wrap(pglite, pglite)

export async function openPglite(dataDir: string, image?: Blob): Promise<Db> {
  return pgliteDb(await createPglite(dataDir, image))
}
