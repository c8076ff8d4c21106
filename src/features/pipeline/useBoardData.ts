/**
 * The board's reads, all from IndexedDB and all live: the ids of the list pulled for the filter,
 * the stored deals (through the deals mirror, which re-reads only the rows a change touched), the
 * local card order, and the user's unsettled ops as one Map (per-card sync state without a query
 * per card; read together while an outbox drains).
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { readCardOrder } from '../../store/cardOrder.ts'
import { db } from '../../store/db.ts'
import { readPulledList, type PulledList } from '../../store/deals.ts'
import { useDealsSnapshot } from '../../store/useDealsSnapshot.ts'
import { pipelineListKey } from '../../sync/pull.ts'
import { loadEntityStates, type EntityOps } from '../../sync/syncState.ts'
import { buildBoard, type BoardModel } from './boardModel.ts'
import { useThrottledLiveQuery } from './useThrottledLiveQuery.ts'

/** While ops keep settling, their states are read at most every 250 ms, then up to every 2 s. */
export const BURST_THROTTLE = { minGapMs: 250, maxGapMs: 2000 } as const

export interface BoardData {
  /** undefined while the first read runs; null when the list was never pulled on this device. */
  list: PulledList | null | undefined
  /** null until the list and the deals were read. */
  board: BoardModel | null
  keys: ReadonlyMap<number, string>
  states: ReadonlyMap<string, EntityOps>
}

const NO_KEYS: ReadonlyMap<number, string> = new Map()
const NO_STATES: ReadonlyMap<string, EntityOps> = new Map()

const readStates = (userId: number) => loadEntityStates(db, userId)

export function useBoardData(filter: PipelineFilter, userId: number): BoardData {
  const listKey = pipelineListKey(filter)
  const list = useLiveQuery(() => readPulledList(db, listKey), [listKey])
  const stored = useDealsSnapshot()
  const keys = useLiveQuery(() => readCardOrder(db), []) ?? NO_KEYS
  const states = useThrottledLiveQuery(readStates, userId, BURST_THROTTLE) ?? NO_STATES

  const board = useMemo(
    () => (list && stored ? buildBoard(list.ids, stored.rows, keys) : null),
    [list, stored, keys],
  )
  return { list, board, keys, states }
}
