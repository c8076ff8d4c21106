/**
 * The feed section of a table kept as one briefcase list (listStore): each page's rows are
 * written and join the list, its deletes leave it; at the end of a window that listed the table
 * whole, what it did not list leaves too. Rows with unsent ops are left as they are throughout.
 */
import type { ChangesPage, TableChanges } from '../contract/changeFeed.ts'
import { fetchedAtKey } from '../store/meta.ts'
import type { FeedSection, PageKey, SectionContext, SectionWalk } from './feedSection.ts'
import { heldIds, mergeIntoList, putRows, removeUnlisted } from './listStore.ts'
import { keyOf, type Row, type SyncDb, type SyncedTableName } from './syncDb.ts'

export interface TableSectionSpec<T> {
  key: PageKey
  table: SyncedTableName
  /** The briefcase list the table's rows are kept in. */
  list: string
  /** The page's part (undefined when the page has none). */
  part(page: ChangesPage): TableChanges<T> | undefined
  /** The rows a page's upserts are stored as (as they are when absent). */
  rows?(upserts: readonly T[], context: SectionContext): Row[]
  /** The row keys a page's deletes name (the ids themselves when absent). */
  deletedKeys?(deletes: readonly number[], context: SectionContext): number[]
  /** Each list's fetch time is written at the window's end; these lists' too (per-row lists). */
  alsoFetched?(listed: ReadonlySet<number>): string[]
  /** The entities a page's part holds, as the window's total counts them (its rows by default). */
  count?(part: TableChanges<T>): number
}

/** A part's rows and deletes: what the window's total counts of most tables. */
export const rowsAndDeletes = (part: TableChanges<unknown> | undefined): number =>
  part ? part.upserts.length + part.deletes.length : 0

/** Writes the rows and their list's changes; answers the keys written. */
export async function applyTableChanges(
  db: SyncDb,
  table: SyncedTableName,
  list: string,
  rows: readonly Row[],
  deletes: readonly number[],
  startedAt: number,
): Promise<number[]> {
  const held = await heldIds(db, table, startedAt)
  await putRows(db, table, rows, held)
  const key = keyOf(table)
  const ids = rows.map((row) => row[key] as number)
  await mergeIntoList(db, { key: list, table }, ids, deletes, held)
  return ids
}

/** At the end of a window that listed the table whole: the list holds what it listed (and ops). */
export async function keepOnlyListed(
  db: SyncDb,
  table: SyncedTableName,
  list: string,
  listed: ReadonlySet<number>,
  startedAt: number,
  order?: (kept: number[]) => Promise<number[]>,
): Promise<number[]> {
  const held = await heldIds(db, table, startedAt)
  const current = (await db.syncLists.get(list))?.ids ?? []
  const gone = current.filter((id) => !listed.has(id) && !held.has(id))
  const goneSet = new Set(gone)
  const kept = current.filter((id) => !goneSet.has(id))
  await db.syncLists.put({ key: list, table, ids: order ? await order(kept) : kept })
  await removeUnlisted(db, table, gone, new Set(), held)
  return gone
}

export const markListsFetched = (db: SyncDb, lists: readonly string[], at: number) =>
  db.meta.bulkPut(lists.map((key) => ({ key: fetchedAtKey(key), value: at })))

export function tableSection<T, D extends SyncDb = SyncDb>(
  spec: TableSectionSpec<T>,
): FeedSection<D> {
  return {
    keys: [spec.key],
    tables: [spec.table],
    count(page) {
      const part = spec.part(page)
      return part && spec.count ? spec.count(part) : rowsAndDeletes(part)
    },
    begin(context): SectionWalk {
      const listed = new Set<number>()
      return {
        async apply(page) {
          const part = spec.part(page)
          if (!part || (part.upserts.length === 0 && part.deletes.length === 0)) return
          const rows = spec.rows ? spec.rows(part.upserts, context) : (part.upserts as Row[])
          const deletes = spec.deletedKeys ? spec.deletedKeys(part.deletes, context) : part.deletes
          const ids = await applyTableChanges(
            context.db,
            spec.table,
            spec.list,
            rows,
            deletes,
            context.startedAt,
          )
          for (const id of ids) listed.add(id)
        },
        async finish(whole) {
          if (whole) {
            await keepOnlyListed(context.db, spec.table, spec.list, listed, context.startedAt)
          }
          const lists = [spec.list, ...(spec.alsoFetched?.(listed) ?? [])]
          await markListsFetched(context.db, lists, context.now())
        },
      }
    },
  }
}
