/**
 * The board's list: the default filter's is the briefcase's (kept filled in the background);
 * another filter's card list is pulled into IndexedDB by the board itself (through the engine's
 * pull, which never overwrites a card with unsettled ops): on entering the board, when the filter
 * changes, on the `online` event and every PULL_EVERY_MS while the page is visible.
 */
import { useCallback } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { pipelineListKey, pipelinePull } from '../../entities/deals/dealLists.ts'
import { isDefaultFilter } from './filterState.ts'
import { useBriefcaseArea } from '../briefcase/index.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/index.ts'

export const PULL_EVERY_MS = 60_000

/** `filter` must keep its identity while it does not change (it is memoised by its owner). */
export function usePipelinePull(filter: PipelineFilter): PullState {
  const inBriefcase = isDefaultFilter(filter)
  const pull = useCallback(() => syncEngine.pull(pipelinePull(filter)), [filter])
  const own = usePull(inBriefcase ? null : pipelineListKey(filter), pull, PULL_EVERY_MS)
  const briefcase = useBriefcaseArea('pipeline')
  return inBriefcase ? briefcase : own
}
