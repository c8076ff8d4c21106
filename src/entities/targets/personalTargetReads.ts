/**
 * An RM's personal target of a year as this device holds it, and when it was last fetched: by
 * its own screen's pull, or by the briefcase's when the briefcase's list holds it.
 */
import type { CrmDb } from '../db.ts'
import { TARGETS_LIST } from '../briefcaseLists.ts'
import { fetchedAtKey, readMeta } from '../../store/meta.ts'
import { targetKey, targetListKey, type TargetRow } from './targetRows.ts'

export interface StoredPersonalTarget {
  row: TargetRow | undefined
  /** undefined when neither pull brought it to this device. */
  fetchedAt: number | undefined
}

export async function readPersonalTarget(
  database: CrmDb,
  userId: number,
  year: number,
): Promise<StoredPersonalTarget> {
  const key = targetKey('rm', userId, year)
  const [row, own, briefcase, kept] = await Promise.all([
    database.targets.get(key),
    readMeta<number>(database, fetchedAtKey(targetListKey('rm', userId, year))),
    readMeta<number>(database, fetchedAtKey(TARGETS_LIST)),
    database.syncLists.get(TARGETS_LIST),
  ])
  const times = [own, kept?.ids.includes(key) ? briefcase : undefined].filter(
    (time): time is number => typeof time === 'number',
  )
  const fetchedAt = times.length > 0 ? Math.max(...times) : undefined
  return { row, fetchedAt }
}
