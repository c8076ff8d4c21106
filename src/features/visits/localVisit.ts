/** A visit this device holds, as the Deal Journal shows it on top of the pulled history. */
import type { VisitRecord } from '../../entities/visits/visitRows.ts'
import type { EntitySyncState } from '../../sync/syncState.ts'

/** A visit row of this device, its state and when it was logged (its first unsettled op). */
export interface LocalVisit {
  visit: VisitRecord
  sync: EntitySyncState
  /** Epoch ms; null when no op is left (then the visit's own date and start time are shown). */
  loggedAt: number | null
}
