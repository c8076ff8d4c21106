import pg from 'pg'
import { createPgListener, type PgListener } from './pgListener.ts'
import { keepText, parseNumber, TYPE_OIDS, type Db } from './db.ts'

const parsers: Record<number, (value: string) => unknown> = {
  [TYPE_OIDS.int8]: parseNumber,
  [TYPE_OIDS.numeric]: parseNumber,
  [TYPE_OIDS.date]: keepText,
}

const types = {
  getTypeParser(oid: number, format?: string) {
    return parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')
  },
}

interface Queryable {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>
}

function wrap(client: Queryable, pool: pg.Pool | null, listener: PgListener | null): Db {
  // A transaction's one connection takes one query at a time (pg 9 will refuse overlapping
  // ones), so queries sent together (Promise.all) wait their turn here.
  let queue: Promise<unknown> = Promise.resolve()
  const run = <T>(work: () => Promise<T>): Promise<T> => {
    if (pool) return work()
    const next = queue.then(work, work)
    queue = next.catch(() => undefined)
    return next
  }
  const db: Db = {
    kind: 'pg',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await run(() => client.query(sql, params as unknown[]))
      return result.rows as T[]
    },
    async exec(sql: string) {
      await run(() => client.query(sql))
    },
    async tx<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      // Already inside a transaction: join it.
      if (!pool) return fn(db)
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        const answer = await fn(wrap(connection, null, null))
        await connection.query('COMMIT')
        return answer
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        connection.release()
      }
    },
    listen(channel, onNotice) {
      if (!listener) throw new Error('listen() is not for a transaction')
      return listener.listen(channel, onNotice)
    },
    async close() {
      await listener?.close()
      if (pool) await pool.end()
    },
  }
  return db
}

export async function openPg(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types, max: 10 })
  // An idle connection that the server ends (restart, failover, a dropped database) is emitted
  // here; unhandled it would crash the process. The pool replaces it on the next query.
  pool.on('error', (error) => {
    if (process.env.NODE_ENV !== 'test')
      console.warn(`PostgreSQL connection lost: ${error.message}`)
  })
  // Fail early (bad URL, server down) rather than on the first request.
  const probe = await pool.connect()
  probe.release()
  return wrap(pool, pool, createPgListener(connectionString))
}
