/**
 * Sales visits as IndexedDB keeps them (sales-activity-spec "Sales visit dialog"): written by the
 * sync engine's ops (temp ids while offline); screens read them through live queries.
 */
import type { Visit } from '../../contract/visits.ts'

/** dealId and clientId: a deal's (or a client's) visits; both are remapped from temp ids. */
export const VISIT_STORES = {
  visits: '&id, dealId, clientId',
} as const

/** Version 6: the contacts a visit names, so their temp ids are remapped too. */
export const VISIT_CONTACT_STORES = {
  visits: '&id, dealId, clientId, *contacts',
} as const

/** A visit (0 dealId for a standalone one); names are kept for showing it while it is pending. */
export interface VisitRecord extends Visit {
  clientName?: string
}
