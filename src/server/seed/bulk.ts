import type { Db } from '../db/db.ts'

const CHUNK = 5_000

/**
 * Inserts many rows in few statements: each column travels as one typed array parameter and
 * unnest zips them back into rows (works the same on PGlite and pg). PostgreSQL parses an array
 * of values faster than the same rows as jsonb records. A jsonb column travels as one JSON array
 * instead: a text array would escape every quote of every document, and parse each twice.
 */
export async function insertRows(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
): Promise<void> {
  const names = Object.keys(columns)
  const arrays = names.map((name, index) => columnArray(index + 1, columns[name]!)).join(', ')
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays})`
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK) as readonly Record<string, unknown>[]
    await db.query(
      sql,
      names.map((name) => columnValues(chunk, name, columns[name]!)),
    )
  }
}

/** The SQL array of parameter `number`, of column type `type`. */
function columnArray(number: number, type: string): string {
  if (type !== 'jsonb') return `$${number}::${type}[]`
  // JSON null is no value (as jsonb_to_recordset read it).
  const elements = `jsonb_array_elements($${number}::jsonb) WITH ORDINALITY`
  return `ARRAY(SELECT nullif(value, 'null') FROM ${elements} ORDER BY ordinality)`
}

/** One column of the rows (missing values are null); a jsonb column as one JSON array. */
function columnValues(rows: readonly Record<string, unknown>[], name: string, type: string) {
  const values = rows.map((row) => row[name] ?? null)
  return type === 'jsonb' ? JSON.stringify(values) : values
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
