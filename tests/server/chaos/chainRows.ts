/** Small helpers of the chain scenario's people: reading a row by the id a screen holds. */
import { resolveTempId } from '../../../src/sync/tempIds.ts'
import type { SyncDb } from '../../../src/sync/syncDb.ts'
import type { Random } from './random.ts'

/**
 * The local row of an entity by the id the person holds (a temp id whose create synced reads the
 * row under its server id); undefined when the row is gone (deleted, or its create discarded).
 */
export async function rowOf<T>(db: SyncDb, table: string, id: number): Promise<T | undefined> {
  return (await db.table(table).get(await resolveTempId(db, table, id))) as T | undefined
}

/** Between `min` and `max` distinct items, in their order (fewer when there are fewer). */
export function subset<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const wanted = Math.min(items.length, random.int(min, max))
  const left = [...items]
  const chosen: T[] = []
  while (chosen.length < wanted) chosen.push(left.splice(random.int(0, left.length - 1), 1)[0]!)
  return items.filter((item) => chosen.includes(item))
}
