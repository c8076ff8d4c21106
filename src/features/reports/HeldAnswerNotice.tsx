/**
 * What stands in for a report part while its answer is not on the device: the first read or
 * pull under way, offline before it was ever fetched (said plainly, never an empty chart), or a
 * failed first pull with Try again.
 */
import { Button } from '../../ui/Button.tsx'
import { CloudOffIcon, ErrorCircleIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import type { HeldAnswerState } from './useHeldAnswer.ts'

export type NoticeKind = 'loading' | 'offline' | 'failed'

/** Which notice a part shows; null once its answer is on the device. */
export function noticeKind(state: HeldAnswerState<unknown>, offline: boolean): NoticeKind | null {
  if (state.held === undefined) return 'loading'
  if (state.held !== null) return null
  return offline ? 'offline' : state.failed ? 'failed' : 'loading'
}

interface HeldAnswerNoticeProps {
  kind: NoticeKind
  /** What is missing, e.g. 'charts of this tribe'. */
  what: string
  onRetry: () => void
  className?: string
}

export function HeldAnswerNotice({ kind, what, onRetry, className = '' }: HeldAnswerNoticeProps) {
  return (
    <div
      role={kind === 'failed' ? 'alert' : 'status'}
      data-report-notice={kind}
      className={`flex flex-col items-center justify-center gap-2 rounded-xl bg-slate-50 px-6 py-8 text-center ring-1 ring-slate-200 ring-inset ${className}`}
    >
      {kind === 'loading' && (
        <>
          <Spinner className="size-5 text-brand-600" />
          <p className="text-sm text-slate-600">Loading the {what}…</p>
        </>
      )}
      {kind === 'offline' && (
        <>
          <CloudOffIcon className="size-6 text-amber-600" />
          <p className="text-sm font-medium text-slate-800">
            The {what} are not on this device yet
          </p>
          <p className="text-xs text-slate-500">
            You are offline. They load as soon as the connection is back.
          </p>
        </>
      )}
      {kind === 'failed' && (
        <>
          <ErrorCircleIcon className="size-6 text-red-600" />
          <p className="text-sm font-medium text-slate-800">The {what} could not be loaded</p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </>
      )}
    </div>
  )
}
