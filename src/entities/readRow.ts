import type { Dexie } from 'dexie'
import type { Row } from '../sync/syncDb.ts'
import { isRecord } from './naming.ts'

/** A row of a table by its key; undefined when the database lacks the table or the row. */
export async function readRow(
  database: Dexie,
  table: string,
  id: unknown,
): Promise<Row | undefined> {
  if (typeof id !== 'number' || !database.tables.some((each) => each.name === table)) return
  const row: unknown = await database.table(table).get(id)
  return isRecord(row) ? row : undefined
}
