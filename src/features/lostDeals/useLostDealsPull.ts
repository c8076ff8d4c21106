/**
 * The Lost Deal list's data: the unfiltered list is the briefcase's; another filter's lost deals
 * are pulled into IndexedDB (every page) on entering the list, when the filter changes, on the
 * `online` event and when asked.
 */
import { useCallback } from 'react'
import { BRIEFCASE_LISTS } from '../../entities/briefcaseLists.ts'
import { useBriefcaseArea } from '../briefcase/index.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/index.ts'
import { lostDealsPull } from '../../entities/deals/lostDealsList.ts'
import { lostDealsListKey, type LostDealFilter } from '../../entities/deals/dealLists.ts'

export function useLostDealsPull(filter: LostDealFilter): PullState {
  const { from, to, tribe, segment, rm } = filter
  const key = lostDealsListKey(filter)
  const inBriefcase = key === BRIEFCASE_LISTS.lostDeals
  const pull = useCallback(
    () => syncEngine.pull(lostDealsPull({ from, to, tribe, segment, rm })),
    [from, to, tribe, segment, rm],
  )
  const own = usePull(inBriefcase ? null : key, pull)
  const briefcase = useBriefcaseArea('lostDeals')
  return inBriefcase ? briefcase : own
}
