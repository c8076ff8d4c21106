import type { Db } from '../db/db.ts'

const CHUNK = 4000

/**
 * Inserts many rows in few statements: the rows travel as one jsonb parameter and
 * jsonb_to_recordset turns them into typed columns (works the same on PGlite and pg).
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
): Promise<void> {
  const names = Object.keys(columns)
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ')
  const list = names.join(', ')
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    await db.query(
      `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_to_recordset($1::jsonb) AS r(${definition})`,
      [JSON.stringify(chunk)],
    )
  }
}

/** After inserting explicit ids, identity columns continue after the highest one. */
export async function syncIdentity(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), greatest((SELECT max(id) FROM ${table}), 1))`,
      [table],
    )
  }
}
