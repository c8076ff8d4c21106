/**
 * The lists the briefcase keeps, by key: the same keys whether the change feed or the full-list
 * calls fill them, and the keys the screens read (the default pipeline filter's board, the
 * default Lost Deal list).
 */
import { ALL_DEALS } from '../contract/pipeline.ts'
import { pipelineListKey } from './deals/dealLists.ts'
import { lostDealsListKey, type LostDealFilter } from './deals/dealLists.ts'

export const ALL_LOST_DEALS: LostDealFilter = { from: 0, to: 0, tribe: 0, segment: 0, rm: 0 }

export const BRIEFCASE_LISTS = {
  pipeline: pipelineListKey(ALL_DEALS),
  lostDeals: lostDealsListKey(ALL_LOST_DEALS),
  clients: 'clients:all',
  contacts: 'contacts:all',
  dealDetails: 'briefcase:dealDetails',
} as const

/** The user's own personal targets and those it approves (entities/targets). */
export const TARGETS_LIST = 'briefcase:targets'
