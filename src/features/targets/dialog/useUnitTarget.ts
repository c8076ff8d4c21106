/**
 * The chosen unit's target of a year as this device holds it, and its pull: online,
 * GET /Pipeline/target/{type}/{id}/{year} runs when the unit is chosen (and on reconnecting), but
 * the dialog never waits for it; what it brings shows through the live read.
 */
import { useLiveQuery } from '../../../store/liveQuery.ts'
import { useCallback } from 'react'
import type { TargetType } from '../../../domain/targetTypes.ts'
import { db } from '../../../entities/db.ts'
import { readStoredTarget } from '../../../entities/targets/storedTargetReads.ts'
import { targetKey, targetListKey, type TargetRow } from '../../../entities/targets/targetRows.ts'
import { syncEngine } from '../../../app/sync/syncEngine.ts'
import { usePull, type PullState } from '../../sync/index.ts'
import { unitTargetPull } from '../../../entities/targets/targetPulls.ts'

export interface UnitTargetState {
  /** undefined while read; null when no unit is chosen or the device holds no target. */
  row: TargetRow | null | undefined
  pull: PullState
}

export function useUnitTarget(type: TargetType, unitId: number, year: number): UnitTargetState {
  const key = unitId > 0 ? targetKey(type, unitId, year) : null
  // A live query answers its previous result until the new one is read: the key read tells.
  const read = useLiveQuery(
    async () => ({ key, row: key === null ? null : ((await readStoredTarget(db, key)) ?? null) }),
    [key],
  )
  const row = read?.key === key ? read.row : undefined
  const pullTarget = useCallback(
    () => syncEngine.pull(unitTargetPull(type, unitId, year)),
    [type, unitId, year],
  )
  const pull = usePull(key !== null ? targetListKey(type, unitId, year) : null, pullTarget)
  return { row, pull }
}
