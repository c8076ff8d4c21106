import { asOfText } from '../../domain/relativeTime.ts'
import { CloudOffIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useNow } from '../../ui/useNow.ts'
import type { PullState } from '../sync/usePull.ts'
import { showsAsOf } from './freshness.ts'

interface AsOfNoteProps {
  fetchedAt: number | undefined
  offline: boolean
  pull: PullState
}

/** "as of <time>" beside the title when the cards may be out of date, and the refresh state. */
export function AsOfNote({ fetchedAt, offline, pull }: AsOfNoteProps) {
  const now = useNow()
  const { pulling, failed, refresh } = pull
  if (pulling && fetchedAt !== undefined) {
    return (
      <span className="inline-flex items-center gap-1.5 text-xs text-slate-500" role="status">
        <Spinner className="size-3.5" />
        Refreshing…
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
