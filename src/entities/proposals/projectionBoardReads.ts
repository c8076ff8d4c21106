/**
 * What the projection board reads of a pulled list: the list (ids and fetch time), its items this
 * device holds and the month columns its last answer gave, as stored (the screen checks them).
 */
import { listColumnsKey } from '../../store/meta.ts'
import type { CrmDb } from '../db.ts'
import { readPulledList, type PulledList } from '../deals/dealRows.ts'
import type { ProjectionItemRow } from './proposalRows.ts'

export interface StoredProjectionBoard {
  /** null when this device never pulled the list. */
  list: PulledList | null
  items: ProjectionItemRow[]
  /** The month columns as stored with the list's last answer (undefined when none). */
  columns: unknown
}

export async function readProjectionBoard(
  database: CrmDb,
  listKey: string,
): Promise<StoredProjectionBoard> {
  const list = await readPulledList(database, listKey)
  if (!list) return { list, items: [], columns: undefined }
  const [rows, columns] = await Promise.all([
    database.projectionItems.bulkGet(list.ids),
    database.meta.get(listColumnsKey(listKey)),
  ])
  return {
    list,
    items: rows.filter((row): row is ProjectionItemRow => row !== undefined),
    columns: columns?.value,
  }
}
