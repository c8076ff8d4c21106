/**
 * The contacts the server listed for a period (YYYYMM): their ids decide the contact list's period
 * filter, as the briefcase's contacts do not say when they were added. Each period is pulled as
 * lists under its own key prefix.
 */
import type { CrmDb } from '../db.ts'
import { listIds } from '../../sync/pull.ts'

export const contactPeriodPrefix = (period: number): string => `contacts:period:${period}`

/** The ids the server listed for a period the last time it was pulled; null when never. */
export async function readContactPeriodIds(
  database: CrmDb,
  period: number,
): Promise<Set<number> | null> {
  const prefix = contactPeriodPrefix(period)
  const lists = await database.syncLists.where('key').startsWith(`${prefix}:`).toArray()
  if (lists.length === 0) return null
  const ids = new Set<number>()
  for (const list of lists) for (const id of await listIds(database, list.key)) ids.add(id)
  return ids
}
