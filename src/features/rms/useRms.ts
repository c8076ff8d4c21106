/**
 * The Relationship Manager List and an RM's detail as the screen shows them: the rows live from
 * IndexedDB and the ops from the sync engine's outbox view (rmReads.ts), and their pulls: the list
 * on opening and on reconnecting, an RM's detail when it opens it. The screen never waits for
 * those pulls.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useCallback, useMemo } from 'react'
import type { OutboxOp } from '../../store/outbox.ts'
import { db } from '../../entities/db.ts'
import { RMS_LIST } from '../../entities/rms/rmRows.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import {
  useAnyUserOps,
  useEntitySyncStates,
  useOpTypesReady,
  usePull,
  type PullState,
} from '../sync/index.ts'
import {
  readRmRowOf,
  readRmRows,
  rmEntryOf,
  shownRms,
  type RmEntry,
  type RmListData,
} from '../../entities/rms/rmReads.ts'
import { pullRmDetail, pullRmList } from '../../entities/rms/rmPulls.ts'

const NO_OPS: readonly OutboxOp[] = []

/** undefined while the first read runs. */
export function useRmList(): RmListData | undefined {
  const rows = useLiveQuery(() => readRmRows(db), [])
  const ops = useAnyUserOps('rms')
  const states = useEntitySyncStates('rms')
  // Unsent ops are redone on the rows by their op types, which load after the first screen.
  const typed = useOpTypesReady()
  return useMemo(
    () =>
      rows && (typed || ops.size === 0)
        ? { rms: shownRms(rows, ops), states, fetchedAt: rows.fetchedAt }
        : undefined,
    [rows, ops, states, typed],
  )
}

/** null when the device does not hold the RM; undefined while the first read runs. */
export function useRm(rmId: number | undefined): RmEntry | null | undefined {
  const found = useLiveQuery(
    () => (rmId === undefined ? Promise.resolve(null) : readRmRowOf(db, rmId)),
    [rmId],
  )
  const ops = useAnyUserOps('rms').get(found?.id ?? 0) ?? NO_OPS
  const typed = useOpTypesReady()
  return useMemo(
    () => (found && !typed && ops.length > 0 ? undefined : found ? rmEntryOf(found, ops) : found),
    [found, ops, typed],
  )
}

const pullList = () => pullRmList(db, syncEngine.transport)

/** Pulls the whole list while the screen is open. */
export function useRmListPull(): PullState {
  return usePull(RMS_LIST, pullList)
}

/** Pulls an RM's detail while it is open (an RM added here has none until its create is sent). */
export function useRmDetailPull(rmId: number | undefined): PullState {
  const key = rmId !== undefined && rmId > 0 ? `rm:${rmId}` : null
  const pull = useCallback(
    () =>
      rmId === undefined ? Promise.resolve(null) : pullRmDetail(db, syncEngine.transport, rmId),
    [rmId],
  )
  return usePull(key, pull)
}
