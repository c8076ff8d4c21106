/** The Lost Deal list as this device holds it: the filter's pulled list and its stored card rows. */
import type { CrmDb } from '../db.ts'
import { lostDealsListKey, type LostDealFilter } from './dealLists.ts'
import { readPulledList, type DealRow, type PulledList } from './dealRows.ts'

export interface LostDealListRows {
  /** null when this device never pulled the filter's list. */
  list: PulledList | null
  /** The list's deals this device holds, in the list's order. */
  rows: DealRow[]
}

export async function readLostDealListRows(
  database: CrmDb,
  filter: LostDealFilter,
): Promise<LostDealListRows> {
  const list = await readPulledList(database, lostDealsListKey(filter))
  if (!list) return { list, rows: [] }
  const rows = await database.deals.bulkGet(list.ids)
  return { list, rows: rows.filter((row) => row !== undefined) }
}
