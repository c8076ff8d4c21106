/**
 * The projection board's reads, all from IndexedDB and all live: the pulled list of the filter
 * (ids and fetch time), its items, the month columns of its last answer, and the user's unsettled
 * ops (per-card sync state).
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import type { MonthColumn } from '../../contract/projection.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { db } from '../../store/db.ts'
import { readPulledList, type PulledList } from '../../store/deals.ts'
import type { ProjectionItemRow } from '../../store/salesActivity.ts'
import { listColumnsKey } from '../../store/meta.ts'
import { loadEntityStates, type EntityOps } from '../../sync/syncState.ts'
import { BURST_THROTTLE } from '../pipeline/useBoardData.ts'
import { useThrottledLiveQuery } from '../pipeline/useThrottledLiveQuery.ts'
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
  states: ReadonlyMap<string, EntityOps>
}

const NO_STATES: ReadonlyMap<string, EntityOps> = new Map()

const readStates = (userId: number) => loadEntityStates(db, userId)

interface Stored {
  list: PulledList | null
  items: ProjectionItemRow[]
  columns: MonthColumn[] | null
}

async function readStored(listKey: string): Promise<Stored> {
  const list = await readPulledList(db, listKey)
  if (!list) return { list, items: [], columns: null }
  const [rows, columns] = await Promise.all([
    db.projectionItems.bulkGet(list.ids),
    db.meta.get(listColumnsKey(listKey)),
  ])
  return {
    list,
    items: rows.filter((row): row is ProjectionItemRow => row !== undefined),
    columns: readMonthColumns(columns?.value),
  }
}

export function useProjectionData(filter: PipelineFilter, userId: number): ProjectionData {
  const listKey = projectionListKey(filter)
  const stored = useLiveQuery(() => readStored(listKey), [listKey])
  const states = useThrottledLiveQuery(readStates, userId, BURST_THROTTLE) ?? NO_STATES
  const board = useMemo(() => {
    if (!stored?.list) return null
    const columns = stored.columns ?? defaultMonthColumns(filter, new Date())
    return buildProjectionBoard(columns, stored.items)
  }, [stored, filter])
  return { list: stored?.list, board, states }
}
