/**
 * What stands in for a board (the pipeline's, the projection's, an invoice list's) while no cards
 * of its filter are on the device: the first pull under way, offline before the first pull, or a
 * failed first pull.
 */
import { STAGES } from '../../domain/stages.ts'
import { Button } from '../../ui/Button.tsx'
import { CloudOffIcon, ErrorCircleIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'

export type PlaceholderKind = 'loading' | 'offline' | 'failed'

export function BoardPlaceholder({
  kind,
  onRetry,
  columnNames = STAGES.map((stage) => stage.name),
  noun = 'deals',
}: {
  kind: PlaceholderKind
  onRetry: () => void
  /** The column headings (default: the five stages; the month boards name their months). */
  columnNames?: readonly string[]
  /** What the cards are, in the messages. */
  noun?: 'deals' | 'invoices'
}) {
  return (
    <div className="relative grid min-h-0 flex-1 grid-cols-5 gap-3" aria-busy={kind === 'loading'}>
      {columnNames.map((name) => (
        <div
          key={name}
          className="rounded-2xl bg-slate-100/70 p-3 ring-1 ring-slate-200 ring-inset"
        >
          <p className="text-sm font-semibold text-slate-400">{name}</p>
          {kind === 'loading' && (
            <div className="mt-4 space-y-2" aria-hidden="true">
              {[0, 1, 2].map((row) => (
                <div key={row} className="h-24 animate-pulse rounded-xl bg-white/80" />
              ))}
            </div>
          )}
        </div>
      ))}
      <div className="absolute inset-0 flex items-center justify-center">
        <div
          role={kind === 'failed' ? 'alert' : 'status'}
          className="max-w-sm rounded-2xl bg-white px-6 py-5 text-center shadow-lg ring-1 ring-slate-200"
        >
          {kind === 'loading' && (
            <>
              <Spinner className="mx-auto size-6 text-brand-600" />
              <p className="mt-3 text-sm font-medium text-slate-800">Loading {noun}…</p>
              <p className="mt-1 text-xs text-slate-500">
                They are kept on this device, so next time the board opens at once.
              </p>
            </>
          )}
          {kind === 'offline' && (
            <>
              <CloudOffIcon className="mx-auto size-7 text-amber-600" />
              <p className="mt-3 text-sm font-medium text-slate-800">You are offline</p>
              <p className="mt-1 text-xs text-slate-500">
                The {noun} of this filter are not on this device yet. They load as soon as the
                connection is back.
              </p>
            </>
          )}
          {kind === 'failed' && (
            <>
              <ErrorCircleIcon className="mx-auto size-7 text-red-600" />
              <p className="mt-3 text-sm font-medium text-slate-800">
                The {noun} could not be loaded
              </p>
              <p className="mt-1 text-xs text-slate-500">Check your connection and try again.</p>
              <Button className="mt-4" onClick={onRetry}>
                Try again
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  )
}

/**
 * Which placeholder stands in for the board: none once the list is on the device (`list` is
 * undefined while it is read, null when this filter was never pulled here).
 */
export function placeholderKind(
  list: object | null | undefined,
  offline: boolean,
  failed: boolean,
): PlaceholderKind | null {
  if (list === undefined) return 'loading'
  if (list !== null) return null
  return offline ? 'offline' : failed ? 'failed' : 'loading'
}
