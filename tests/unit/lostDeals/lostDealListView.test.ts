/** The Lost Deal list as it was left (search text and page), for Back from a deal opened from it. */
import { describe, expect, it } from 'vitest'
import {
  EMPTY_LOST_DEAL_LIST_VIEW,
  keepLostDealListView,
  parseLostDealListView,
  readLostDealListView,
} from '../../../src/features/lostDeals/lostDealListView.ts'

describe('the Lost Deal list view', () => {
  it('comes back as it was kept, per user', () => {
    expect(readLostDealListView(101)).toEqual(EMPTY_LOST_DEAL_LIST_VIEW)
    keepLostDealListView(101, { text: 'bank', page: 3 })
    keepLostDealListView(102, { text: 'retail', page: 1 })
    expect(readLostDealListView(101)).toEqual({ text: 'bank', page: 3 })
    expect(readLostDealListView(102)).toEqual({ text: 'retail', page: 1 })
  })

  it('reads a malformed stored view as the empty one', () => {
    expect(parseLostDealListView(null)).toEqual(EMPTY_LOST_DEAL_LIST_VIEW)
    expect(parseLostDealListView({ text: 4, page: 0 })).toEqual(EMPTY_LOST_DEAL_LIST_VIEW)
    expect(parseLostDealListView({ text: 'a', page: 2.5 })).toEqual({ text: 'a', page: 1 })
  })
})
