/**
 * The projection board's reads, all from IndexedDB and all live: the pulled list of the filter
 * (ids and fetch time), its items and the month columns of its last answer. Each card follows its
 * own sync state (features/sync/useEntitySync.ts).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useMemo } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { db } from '../../entities/db.ts'
import type { PulledList } from '../../entities/deals/dealRows.ts'
import { readProjectionBoard } from '../../entities/proposals/projectionBoardReads.ts'
import {
  buildProjectionBoard,
  defaultMonthColumns,
  readMonthColumns,
  type ProjectionBoardModel,
} from './projectionModel.ts'
import { projectionListKey } from './projectionPull.ts'

export interface ProjectionData {
  /** undefined while the first read runs; null when the list was never pulled on this device. */
  list: PulledList | null | undefined
  /** null until the list was read (and while it was never pulled). */
  board: ProjectionBoardModel | null
}

export function useProjectionData(filter: PipelineFilter): ProjectionData {
  const listKey = projectionListKey(filter)
  const stored = useLiveQuery(() => readProjectionBoard(db, listKey), [listKey])
  const board = useMemo(() => {
    if (!stored?.list) return null
    const columns = readMonthColumns(stored.columns) ?? defaultMonthColumns(filter, new Date())
    return buildProjectionBoard(columns, stored.items)
  }, [stored, filter])
  return { list: stored?.list, board }
}
