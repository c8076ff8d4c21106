/**
 * The "as of <time>" note beside a screen's title when its cached data may be out of date, with the
 * state of the refresh that renews it; "Live" instead while the device's live stream is up (a
 * change made elsewhere shows within a second, so the data is as of now).
 */
import { asOfText } from '../domain/relativeTime.ts'
import { CloudOffIcon } from './icons.tsx'
import { Spinner } from './Spinner.tsx'
import { useNow } from './useNow.ts'
import { showsAsOf } from '../domain/freshness.ts'
import { useIsLive } from './sync/LiveContext.tsx'

/** What the note needs of a pull: whether one runs, whether the last failed, and how to start one. */
interface AsOfPull {
  pulling: boolean
  failed: boolean
  refresh: () => void
}

interface AsOfNoteProps {
  fetchedAt: number | undefined
  offline: boolean
  pull: AsOfPull
}

/** "as of <time>" beside the title when the cards may be out of date, and the refresh state. */
export function AsOfNote({ fetchedAt, offline, pull }: AsOfNoteProps) {
  const now = useNow()
  const live = useIsLive()
  const { pulling, failed, refresh } = pull
  if (pulling && fetchedAt !== undefined) {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs text-slate-500" role="status">
        <Spinner className="size-3.5" />
        Refreshing…
      </span>
    )
  }
  if (live && !offline && !failed && fetchedAt !== undefined) {
    return (
      <span
        className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset"
        data-testid="live"
        role="status"
        title="Changes made on other devices show here as they happen"
      >
        <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
        Live
      </span>
    )
  }
  if (fetchedAt === undefined || !showsAsOf({ fetchedAt, offline, failed, now })) return null
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset"
      data-testid="as-of"
      role="status"
    >
      {offline && <CloudOffIcon className="size-3.5" />}
      <span>{asOfText(fetchedAt, now)}</span>
      {!offline && (
        <button
          type="button"
          onClick={refresh}
          className="ml-1 rounded px-1 font-semibold text-amber-900 underline-offset-2 hover:underline"
        >
          Refresh
        </button>
      )}
    </span>
  )
}
