/**
 * Pulls the projection board of the filter into IndexedDB (and its month columns into meta): on
 * entering the board, when the filter changes, on the `online` event and every PULL_EVERY_MS while
 * the page is visible.
 */
import { useCallback } from 'react'
import type { MonthColumn } from '../../contract/projection.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { db } from '../../store/db.ts'
import { PULL_EVERY_MS } from '../pipeline/usePipelinePull.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/usePull.ts'
import { projectionColumnsKey, projectionListKey, projectionPull } from './projectionPull.ts'

/** Pulls once; the month columns are stored after the items. */
export async function pullProjectionBoard(filter: PipelineFilter): Promise<void> {
  let columns: MonthColumn[] | null = null
  await syncEngine.pull(
    projectionPull(filter, (answered) => {
      columns = answered
    }),
  )
  if (columns) {
    await db.meta.put({ key: projectionColumnsKey(projectionListKey(filter)), value: columns })
  }
}

/** `filter` must keep its identity while it does not change (it is memoised by its owner). */
export function useProjectionPull(filter: PipelineFilter): PullState {
  const pull = useCallback(() => pullProjectionBoard(filter), [filter])
  return usePull(projectionListKey(filter), pull, PULL_EVERY_MS)
}
