/**
 * A personal target as the screen shows it: the row (when this device holds it) and when it was
 * last fetched (by the briefcase or the screen) live from IndexedDB, its waiting or refused ops
 * from the sync engine's outbox view.
 * The screen pulls it on opening and on reconnecting; it never waits for that pull.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useCallback, useMemo } from 'react'
import { db } from '../../entities/db.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { targetKey, targetListKey, type TargetRow } from '../../entities/targets/targetRows.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'
import { readPersonalTarget } from '../../entities/targets/personalTargetReads.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { useEntityOps, usePull, type PullState } from '../sync/index.ts'
import { individualTargetPull } from '../../entities/targets/targetPulls.ts'

export interface PersonalTargetData {
  row: TargetRow | undefined
  ops: readonly OutboxOp[]
  sync: EntitySyncState
  fetchedAt: number | undefined
}

const NO_OPS: readonly OutboxOp[] = []

/** undefined while the first read runs. */
export function usePersonalTarget(
  userId: number,
  year: number,
): { data: PersonalTargetData | undefined; pull: PullState } {
  const read = useLiveQuery(() => readPersonalTarget(db, userId, year), [userId, year])
  const entity = useEntityOps('targets', targetKey('rm', userId, year))
  const data = useMemo<PersonalTargetData | undefined>(
    () => read && { ...read, ops: entity?.ops ?? NO_OPS, sync: entity?.state ?? 'synced' },
    [read, entity],
  )
  const pullTarget = useCallback(
    () => syncEngine.pull(individualTargetPull(year, userId)),
    [year, userId],
  )
  const pull = usePull(targetListKey('rm', userId, year), pullTarget)
  return { data, pull }
}
