/** What every sync mark says for an unsettled entity (pending, failed, conflict). */
export const SYNC_MARK_LABEL = {
  pending: 'Waiting to sync',
  stalled: 'Server error: see why',
  failed: 'Not saved: see why',
  conflict: 'Conflict: choose a version',
} as const

/**
 * The brief mark of a change the server accepted after it was merged with another change made on
 * the server meanwhile (no field changed on both sides). The spec has no text for it.
 */
export const MERGED_MARK_LABEL = 'Synced: merged with changes made on the server'
