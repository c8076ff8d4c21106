/**
 * The top bar's "Preparing offline" while the first fill of this device runs: a percentage and a
 * thin bar that only rise, though the fill may take several runs, each counting its own items
 * (the counts stay in the title). It blocks nothing; once every area was filled and the app itself
 * is kept (its service worker controls the page, so a reload offline opens it) it is gone (the
 * Pending changes screen says what is available offline, as of when).
 */
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PENDING_CHANGES_PATH } from '../../ui/sync/SyncStatusIndicator.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useAppOpensOffline } from '../../ui/useAppOffline.ts'
import { useBriefcase } from './useBriefcase.ts'
import { countText } from '../../domain/countText.ts'

/** The highest share seen since the fill began (0 again once it is complete). */
function useRisingShare(share: number, complete: boolean): number {
  const [highest, setHighest] = useState(0)
  const next = complete ? 0 : Math.max(highest, share)
  if (next !== highest) setHighest(next)
  return next
}

export function BriefcaseProgress() {
  const { run, complete, loaded } = useBriefcase()
  const appKept = useAppOpensOffline()
  const ready = complete && appKept
  const reported = run && run.total > 0 ? Math.min(1, run.done / run.total) : complete ? 0.99 : 0
  const percent = Math.floor(useRisingShare(reported, ready) * 100)
  if (!loaded || ready || (!run && !complete)) return null
  const saving = run
    ? `${countText(run.done)} of ${countText(run.total)} in this step`
    : 'the data is here; the app itself is still being saved'
  return (
    <Link
      to={PENDING_CHANGES_PATH}
      role="status"
      data-briefcase="preparing"
      data-briefcase-percent={percent}
      title={`This device is saving what you work with, so that it opens without a connection (${saving}).`}
      className="hidden h-9 items-center gap-2 rounded-full bg-sky-50 px-3 text-xs font-medium text-sky-900 ring-1 ring-sky-200 ring-inset hover:brightness-95 md:inline-flex"
    >
      <Spinner className="size-3.5" />
      <span className="whitespace-nowrap">Preparing offline</span>
      <span className="whitespace-nowrap font-normal tabular-nums">{percent}%</span>
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-sky-100">
        <span className="block h-full bg-sky-500" style={{ width: `${percent}%` }} />
      </span>
    </Link>
  )
}
