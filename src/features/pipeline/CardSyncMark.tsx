/**
 * The corner mark of a card (core-spec section 4): a spinner while its change is being sent (a
 * still clock while offline), a check for 2 s once the server took it ("merged" when it was merged with a change made on
 * the server meanwhile), and a button to the failure, conflict or a
 * change the server keeps answering with errors.
 */
import type { EntitySyncState } from '../../sync/syncState.ts'
import { CheckCircleIcon, ErrorCircleIcon } from '../../ui/icons.tsx'
import { PendingIcon } from '../../ui/sync/PendingIcon.tsx'
import { MERGED_MARK_LABEL, SYNC_MARK_LABEL } from '../../app/sync/syncMarkLabel.ts'

interface CardSyncMarkProps {
  sync: EntitySyncState
  justSynced: boolean
  /** The accepted change was merged with another one made on the server meanwhile. */
  merged?: boolean
  dealName: string
  onOpen: () => void
}

export function CardSyncMark({ sync, justSynced, merged, dealName, onOpen }: CardSyncMarkProps) {
  if (sync === 'pending') {
    return (
      <span
        className="absolute top-2 right-2 text-brand-600"
        role="img"
        aria-label={SYNC_MARK_LABEL.pending}
        title={SYNC_MARK_LABEL.pending}
      >
        <PendingIcon className="size-4" />
      </span>
    )
  }
  if (sync === 'failed' || sync === 'conflict' || sync === 'stalled') {
    const label = SYNC_MARK_LABEL[sync]
    return (
      <button
        type="button"
        onClick={onOpen}
        aria-label={`${label} (${dealName})`}
        title={label}
        data-testid="card-sync-mark"
        className={`absolute top-1.5 right-1.5 rounded-full p-0.5 ${
          sync === 'conflict' ? 'text-amber-600 hover:bg-amber-50' : 'text-red-600 hover:bg-red-50'
        }`}
      >
        <ErrorCircleIcon className="size-5" />
      </button>
    )
  }
  if (justSynced && merged) {
    return (
      <span
        className="absolute top-1.5 right-2 flex items-center gap-1 rounded-full bg-emerald-50 px-1.5 text-xs font-medium text-emerald-700"
        role="img"
        aria-label={MERGED_MARK_LABEL}
        title={MERGED_MARK_LABEL}
        data-testid="card-merged-mark"
      >
        <CheckCircleIcon className="size-3.5" />
        merged
      </span>
    )
  }
  if (justSynced) {
    return (
      <span
        className="absolute top-2 right-2 text-emerald-600"
        role="img"
        aria-label="Synced"
        title="Synced"
        data-testid="card-synced-mark"
      >
        <CheckCircleIcon className="size-4" />
      </span>
    )
  }
  return null
}
