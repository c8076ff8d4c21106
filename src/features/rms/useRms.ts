/**
 * The Relationship Manager List and an RM's detail as the screen shows them, live from IndexedDB
 * (rmReads.ts), and their pulls: the list on opening and on reconnecting, an RM's detail when it
 * opens it. The screen never waits for those pulls.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback } from 'react'
import { db } from '../../store/db.ts'
import { RMS_LIST } from '../../store/rms.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/usePull.ts'
import { readRm, readRmList, type RmEntry, type RmListData } from './rmReads.ts'
import { pullRmDetail, pullRmList } from './rmPulls.ts'

/** undefined while the first read runs. */
export function useRmList(userId: number): RmListData | undefined {
  return useLiveQuery(() => readRmList(db, userId), [userId])
}

/** null when the device does not hold the RM; undefined while the first read runs. */
export function useRm(rmId: number | undefined): RmEntry | null | undefined {
  return useLiveQuery(() => (rmId === undefined ? Promise.resolve(null) : readRm(db, rmId)), [rmId])
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
