/** A table row's deal (detail and card) and visit, as this device holds them, live. */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { db } from '../../entities/db.ts'
import { readHeldDeal } from '../../entities/deals/heldDealReads.ts'
import { isVisitOnDevice } from '../../entities/visits/visitOnDeviceReads.ts'
import type { RowDeal } from './rowOpening.ts'

const NO_DEAL: RowDeal = { detail: undefined, card: undefined }

/** undefined while read; a deal not on the device (or none: 0) gives an empty RowDeal. */
export function useRowDeal(dealId: number): RowDeal | undefined {
  return useLiveQuery(async () => (dealId <= 0 ? NO_DEAL : readHeldDeal(db, dealId)), [dealId])
}

/** Whether the visit was logged on this device (its row is kept); undefined while read. */
export function useVisitOnDevice(visitId: number): boolean | undefined {
  return useLiveQuery(() => isVisitOnDevice(db, visitId), [visitId])
}
