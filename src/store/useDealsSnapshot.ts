import { useSyncExternalStore } from 'react'
import { db } from './db.ts'
import { createDealsMirror, type DealsSnapshot } from './dealsMirror.ts'

const dealsMirror = createDealsMirror(db)

/** Every stored deal, live; undefined until the first read finished. */
export function useDealsSnapshot(): DealsSnapshot | undefined {
  return useSyncExternalStore(dealsMirror.subscribe, dealsMirror.getSnapshot)
}
