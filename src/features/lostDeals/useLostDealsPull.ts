/**
 * Pulls the filter's lost deals into IndexedDB (every page) on entering the list, when the filter
 * changes, on the `online` event and when asked.
 */
import { useCallback } from 'react'
import { syncEngine } from '../sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/usePull.ts'
import { lostDealsListKey, lostDealsPull, type LostDealFilter } from './lostDealsList.ts'

export function useLostDealsPull(filter: LostDealFilter): PullState {
  const { from, to, tribe, segment, rm } = filter
  const pull = useCallback(
    () => syncEngine.pull(lostDealsPull({ from, to, tribe, segment, rm })),
    [from, to, tribe, segment, rm],
  )
  return usePull(lostDealsListKey(filter), pull)
}
