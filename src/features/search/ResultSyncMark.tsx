/**
 * A result's sync mark, as its cards and rows show it (the same labels, spinner and icon), but
 * read only: inside an option of the list it opens nothing itself; the item's own screen has the
 * decisions. Nothing for a synced entity. Stable hook: `data-search-sync`.
 */
import type { EntitySyncState } from '../../sync/syncState.ts'
import { ErrorCircleIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { SYNC_MARK_LABEL } from '../../app/sync/syncMarkLabel.ts'

export function ResultSyncMark({ state }: { state: EntitySyncState }) {
  if (state === 'synced') return null
  const tone =
    state === 'pending'
      ? 'bg-brand-50 text-brand-700'
      : state === 'conflict'
        ? 'bg-amber-50 text-amber-900'
        : 'bg-red-50 text-red-700'
  return (
    <span
      data-search-sync={state}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}
    >
      {state === 'pending' ? (
        <Spinner className="size-3" />
      ) : (
        <ErrorCircleIcon className="size-3.5" aria-hidden="true" />
      )}
      {SYNC_MARK_LABEL[state]}
    </span>
  )
}
