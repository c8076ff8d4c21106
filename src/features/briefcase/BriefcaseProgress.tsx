/**
 * The top bar's "Preparing offline" while the first fill of this device runs: items done of
 * total and a thin bar. It blocks nothing; once every area was filled it is gone (the Pending
 * changes screen says what is available offline, as of when).
 */
import { Link } from '@tanstack/react-router'
import { PENDING_CHANGES_PATH } from '../../ui/sync/SyncStatusIndicator.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useBriefcase } from './useBriefcase.ts'

const count = (value: number): string => value.toLocaleString('en-US')

export function BriefcaseProgress() {
  const { run, complete, loaded } = useBriefcase()
  if (!loaded || complete || !run) return null
  const share = run.total > 0 ? Math.min(1, run.done / run.total) : 0
  return (
    <Link
      to={PENDING_CHANGES_PATH}
      role="status"
      data-briefcase="preparing"
      title="This device is saving what you work with, so that it opens without a connection."
      className="hidden h-9 items-center gap-2 rounded-full bg-sky-50 px-3 text-xs font-medium text-sky-900 ring-1 ring-sky-200 ring-inset hover:brightness-95 md:inline-flex"
    >
      <Spinner className="size-3.5" />
      <span className="whitespace-nowrap">Preparing offline</span>
      <span className="whitespace-nowrap font-normal tabular-nums">
        {count(run.done)} of {count(run.total)}
      </span>
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-sky-100">
        <span
          className="block h-full bg-sky-500"
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
    </Link>
  )
}
