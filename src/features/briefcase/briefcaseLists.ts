/**
 * The lists the briefcase keeps, by key: the same keys whether the change feed or the full-list
 * calls fill them, and the keys the screens read (the default pipeline filter's board, the
 * default Lost Deal list).
 */
import { ALL_DEALS } from '../../contract/pipeline.ts'
import type { FeedLists } from '../../sync/changeFeed.ts'
import { RMS_LIST } from '../../store/rms.ts'
import { TEAMS_LIST } from '../../store/teams.ts'
import { pipelineListKey } from '../../sync/pull.ts'
import {
  INVOICE_LIST_TABS,
  invoiceListKey,
  unfilteredInvoiceList,
} from '../invoices/invoiceLists.ts'
import { lostDealsListKey, type LostDealFilter } from '../lostDeals/lostDealsList.ts'

export const ALL_LOST_DEALS: LostDealFilter = { from: 0, to: 0, tribe: 0, segment: 0, rm: 0 }

export const BRIEFCASE_LISTS: FeedLists = {
  pipeline: pipelineListKey(ALL_DEALS),
  lostDeals: lostDealsListKey(ALL_LOST_DEALS),
  clients: 'clients:all',
  contacts: 'contacts:all',
  dealDetails: 'briefcase:dealDetails',
}

/** The user's own personal targets and those it approves (features/targets/targetBriefcase). */
export const TARGETS_LIST = 'briefcase:targets'

/**
 * Every list key the briefcase keeps: the feed's lists, both unfiltered invoice lists, targets,
 * teams and the RM list.
 */
export const BRIEFCASE_LIST_KEYS: ReadonlySet<string> = new Set([
  ...Object.values(BRIEFCASE_LISTS),
  TARGETS_LIST,
  TEAMS_LIST,
  RMS_LIST,
  ...INVOICE_LIST_TABS.map((tab) => invoiceListKey(unfilteredInvoiceList(tab.flag))),
])
