/**
 * The sync mark of a client or contact row and of the client form: waiting to sync, not saved
 * (the server's reason), or a conflict (someone changed the same client); the last two open the
 * decision dialog.
 */
import type { EntitySyncState } from '../../sync/syncState.ts'
import { ErrorCircleIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { SYNC_MARK_LABEL } from '../../app/sync/syncMarkLabel.ts'

interface ClientSyncMarkProps {
  state: EntitySyncState
  name: string
  onOpen: () => void
}

export function ClientSyncMark({ state, name, onOpen }: ClientSyncMarkProps) {
  if (state === 'synced') return null
  if (state === 'pending') {
    return (
      <span
        className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
        data-testid="sync-mark-pending"
        title={SYNC_MARK_LABEL.pending}
      >
        <Spinner className="size-3" />
        Pending
      </span>
    )
  }
  const failed = state !== 'conflict'
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid={`sync-mark-${state}`}
      aria-label={`${SYNC_MARK_LABEL[state]} (${name})`}
      title={SYNC_MARK_LABEL[state]}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        failed
          ? 'bg-red-50 text-red-700 ring-red-200 hover:bg-red-100'
          : 'bg-amber-50 text-amber-900 ring-amber-200 hover:bg-amber-100'
      }`}
    >
      <ErrorCircleIcon className="size-3.5" />
      {state === 'stalled' ? 'Server error' : failed ? 'Not saved' : 'Conflict'}
    </button>
  )
}
