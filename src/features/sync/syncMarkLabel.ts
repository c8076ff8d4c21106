/** What every sync mark says for an unsettled entity (pending, failed, conflict). */
export const SYNC_MARK_LABEL = {
  pending: 'Waiting to sync',
  stalled: 'Server error: see why',
  failed: 'Not saved: see why',
  conflict: 'Conflict: choose a version',
} as const
