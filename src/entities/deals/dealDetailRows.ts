/**
 * Deal details as IndexedDB keeps them: each opened deal's GET /Pipeline/detail answer, pulled
 * through the sync engine (list key `dealDetail:<id>`), so an opened deal browses offline.
 */
import type { DealDetail } from '../../contract/deals.ts'

export type DealDetailRow = DealDetail

export const DEAL_DETAILS_STORES = { dealDetails: '&id' } as const
