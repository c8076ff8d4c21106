/**
 * The board's reads, all from IndexedDB and all live: the ids of the list pulled for the filter,
 * the stored deals (through the deals mirror, which re-reads only the rows a change touched) and
 * the local card order. Each card follows its own sync state (features/sync/useEntitySync.ts).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useMemo } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { readCardOrder } from '../../entities/deals/cardOrder.ts'
import { db } from '../../entities/db.ts'
import type { PulledList } from '../../entities/deals/dealRows.ts'
import { readPipelineList } from '../../entities/deals/pipelineListRead.ts'
import { useDealsSnapshot } from '../../entities/deals/useDealsSnapshot.ts'
import { pipelineListKey } from '../../entities/deals/dealLists.ts'
import type { BoardModel } from './boardModel.ts'
import { boardMemo } from './boardPatch.ts'

export interface BoardData {
  /** undefined while the first read runs; null when the list was never pulled on this device. */
  list: PulledList | null | undefined
  /** null until the list and the deals were read. */
  board: BoardModel | null
  keys: ReadonlyMap<number, string>
}

const NO_KEYS: ReadonlyMap<number, string> = new Map()

/** One board is on screen at a time: it is patched from the one built last (boardPatch.ts). */
const boardOf = boardMemo()

export function useBoardData(filter: PipelineFilter): BoardData {
  const listKey = pipelineListKey(filter)
  const list = useLiveQuery(() => readPipelineList(db, filter), [listKey])
  const stored = useDealsSnapshot()
  const keys = useLiveQuery(() => readCardOrder(db), []) ?? NO_KEYS

  const board = useMemo(
    () => (list && stored ? boardOf(list.ids, stored, keys) : null),
    [list, stored, keys],
  )
  return { list, board, keys }
}
