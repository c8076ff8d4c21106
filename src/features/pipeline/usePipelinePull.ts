/**
 * Pulls the filter's card list into IndexedDB (through the engine's pull, which never overwrites
 * a card with unsettled ops): on entering the board, when the filter changes, on the `online`
 * event and every PULL_EVERY_MS while the page is visible.
 */
import { useCallback } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { pipelineListKey, pipelinePull } from '../../sync/pull.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/usePull.ts'

export const PULL_EVERY_MS = 60_000

/** `filter` must keep its identity while it does not change (it is memoised by its owner). */
export function usePipelinePull(filter: PipelineFilter): PullState {
  const pull = useCallback(() => syncEngine.pull(pipelinePull(filter)), [filter])
  return usePull(pipelineListKey(filter), pull, PULL_EVERY_MS)
}
