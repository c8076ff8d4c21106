import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Db } from './db.ts'

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))
// Any constant: several server processes starting at once on one PostgreSQL take turns.
const MIGRATION_LOCK = 724_311

/** Applies every numbered .sql file not yet recorded in schema_migrations, in order. */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d+.*\.sql$/.test(name)).sort()
  return db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations')
    const applied = new Set(rows.map((row) => row.name))
    const done: string[] = []
    for (const name of files) {
      if (applied.has(name)) continue
      await tx.exec(await readFile(MIGRATIONS_DIR + name, 'utf8'))
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
      done.push(name)
    }
    return done
  })
}
