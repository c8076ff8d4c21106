/**
 * Pulls the projection board of the filter into IndexedDB (with its month columns): on
 * entering the board, when the filter changes, on the `online` event and every PULL_EVERY_MS while
 * the page is visible.
 */
import { useCallback } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { PULL_EVERY_MS } from '../pipeline/index.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/index.ts'
import { projectionListKey, projectionPull } from './projectionPull.ts'

/** Pulls once (the items, and the month columns beside them). */
export async function pullProjectionBoard(filter: PipelineFilter): Promise<void> {
  await syncEngine.pull(projectionPull(filter))
}

/** `filter` must keep its identity while it does not change (it is memoised by its owner). */
export function useProjectionPull(filter: PipelineFilter): PullState {
  const pull = useCallback(() => pullProjectionBoard(filter), [filter])
  return usePull(projectionListKey(filter), pull, PULL_EVERY_MS)
}
