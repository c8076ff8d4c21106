/**
 * What stands in for an invoice list while it is not on the device: the first fill under way,
 * offline before the first fill, or a failed first fill. The five months are named meanwhile.
 */
import { Button } from '../../ui/Button.tsx'
import { CloudOffIcon, ErrorCircleIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import type { PlaceholderKind } from '../pipeline/BoardPlaceholder.tsx'

interface InvoicePlaceholderProps {
  kind: PlaceholderKind
  monthNames: readonly string[]
  onRetry: () => void
}

export function InvoicePlaceholder({ kind, monthNames, onRetry }: InvoicePlaceholderProps) {
  return (
    <div className="relative grid min-h-0 flex-1 grid-cols-5 gap-3" aria-busy={kind === 'loading'}>
      {monthNames.map((name) => (
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
              <p className="mt-3 text-sm font-medium text-slate-800">Loading invoices…</p>
              <p className="mt-1 text-xs text-slate-500">
                They are kept on this device, so next time the list opens at once.
              </p>
            </>
          )}
          {kind === 'offline' && (
            <>
              <CloudOffIcon className="mx-auto size-7 text-amber-600" />
              <p className="mt-3 text-sm font-medium text-slate-800">You are offline</p>
              <p className="mt-1 text-xs text-slate-500">
                These invoices are not on this device yet. They load as soon as the connection is
                back.
              </p>
            </>
          )}
          {kind === 'failed' && (
            <>
              <ErrorCircleIcon className="mx-auto size-7 text-red-600" />
              <p className="mt-3 text-sm font-medium text-slate-800">
                The invoices could not be loaded
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
