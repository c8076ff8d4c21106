/**
 * A personal target as the screen shows it, live from IndexedDB: the row (when this device holds
 * it), its waiting or refused ops, and when it was last fetched (by the briefcase or the screen).
 * The screen pulls it on opening and on reconnecting; it never waits for that pull.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback } from 'react'
import { db } from '../../store/db.ts'
import { fetchedAtKey, readMeta } from '../../store/meta.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { targetKey, targetListKey, type TargetRow } from '../../store/targets.ts'
import { opsOfEntity, stateOfOps, type EntitySyncState } from '../../sync/syncState.ts'
import { TARGETS_LIST } from '../briefcase/briefcaseLists.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/usePull.ts'
import { individualTargetPull } from './targetPulls.ts'

export interface PersonalTargetData {
  row: TargetRow | undefined
  ops: OutboxOp[]
  sync: EntitySyncState
  fetchedAt: number | undefined
}

async function readPersonalTarget(userId: number, year: number): Promise<PersonalTargetData> {
  const key = targetKey('rm', userId, year)
  const [row, ops, own, briefcase, kept] = await Promise.all([
    db.targets.get(key),
    opsOfEntity(db, 'targets', key),
    readMeta<number>(db, fetchedAtKey(targetListKey('rm', userId, year))),
    readMeta<number>(db, fetchedAtKey(TARGETS_LIST)),
    db.syncLists.get(TARGETS_LIST),
  ])
  const times = [own, kept?.ids.includes(key) ? briefcase : undefined].filter(
    (time): time is number => typeof time === 'number',
  )
  const fetchedAt = times.length > 0 ? Math.max(...times) : undefined
  return { row, ops, sync: stateOfOps(ops), fetchedAt }
}

/** undefined while the first read runs. */
export function usePersonalTarget(
  userId: number,
  year: number,
): { data: PersonalTargetData | undefined; pull: PullState } {
  const data = useLiveQuery(() => readPersonalTarget(userId, year), [userId, year])
  const pullTarget = useCallback(
    () => syncEngine.pull(individualTargetPull(year, userId)),
    [year, userId],
  )
  const pull = usePull(targetListKey('rm', userId, year), pullTarget)
  return { data, pull }
}
