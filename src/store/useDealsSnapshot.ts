import { useSyncExternalStore } from 'react'
import { db } from './db.ts'
import type { DealRow } from './deals.ts'
import { createTableMirror, type TableSnapshot } from './tableMirror.ts'

const dealsMirror = createTableMirror<DealRow>(db, 'deals', (deal) => deal.dealId)

/** Every stored deal, live; undefined until the first read finished. */
export function useDealsSnapshot(): TableSnapshot<DealRow> | undefined {
  return useSyncExternalStore(dealsMirror.subscribe, dealsMirror.getSnapshot)
}
