import { useSyncExternalStore } from 'react'
import { db } from '../db.ts'
import type { DealRow } from './dealRows.ts'
import { burstThrottled, createTableMirror, type TableSnapshot } from '../../store/tableMirror.ts'

/** While deals keep changing (an outbox draining), the board is built again at most this often. */
export const DEALS_BURST_GAP_MS = 100

const dealsMirror = burstThrottled(
  createTableMirror<DealRow>(db, 'deals', (deal) => deal.dealId),
  DEALS_BURST_GAP_MS,
)

/** Every stored deal, live; undefined until the first read finished. */
export function useDealsSnapshot(): TableSnapshot<DealRow> | undefined {
  return useSyncExternalStore(dealsMirror.subscribe, dealsMirror.getSnapshot)
}
