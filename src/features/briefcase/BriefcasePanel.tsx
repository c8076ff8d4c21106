/**
 * "Available offline" on the Pending changes screen: each area of the user's briefcase with the
 * time it is from (or that it is not on this device yet, or why the last refresh failed), the
 * progress of a run under way, and whether the browser may clear the data.
 */
import { asOfText } from '../../domain/relativeTime.ts'
import { Button } from '../../ui/Button.tsx'
import { CheckCircleIcon, CloudOffIcon, RefreshIcon } from '../../ui/icons.tsx'
import { useNow } from '../../ui/useNow.ts'
import { useOffline } from '../../app/sync/useSyncEngineStatus.ts'
import { refreshBriefcase } from './briefcaseRunner.ts'
import { useBriefcase, type AreaView } from './useBriefcase.ts'
import { useStorageHealth } from './useStorageHealth.ts'
import { KeptFilesSummary } from './KeptFilesSummary.tsx'
import { countText } from '../../domain/countText.ts'

const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`

function AreaRow({ view, now }: { view: AreaView; now: number }) {
  const { area, state } = view
  const fetchedAt = state?.fetchedAt
  return (
    <li className="flex items-center gap-3 px-4 py-2.5" data-briefcase-area={area.id}>
      {fetchedAt !== undefined ? (
        <CheckCircleIcon className="size-4 shrink-0 text-emerald-600" />
      ) : (
        <CloudOffIcon className="size-4 shrink-0 text-amber-600" />
      )}
      <span className="font-medium text-slate-800">{area.label}</span>
      <span className="ml-auto text-right text-slate-500">
        {fetchedAt !== undefined
          ? `Available offline, ${asOfText(fetchedAt, now)}`
          : 'Not on this device yet'}
        {state?.error !== undefined && (
          <span className="block text-xs text-red-700">Last refresh failed: {state.error}</span>
        )}
      </span>
    </li>
  )
}

export function BriefcasePanel() {
  const briefcase = useBriefcase()
  const offline = useOffline()
  const now = useNow(15_000)
  const health = useStorageHealth(briefcase.state?.lastRunMs)
  const { run } = briefcase
  return (
    <section aria-labelledby="briefcase-title" className="mt-8">
      <header className="flex flex-wrap items-center gap-3">
        <div>
          <h3 id="briefcase-title" className="text-lg font-semibold text-slate-900">
            Available offline
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">
            {run
              ? `${briefcase.complete ? 'Refreshing' : 'Preparing offline'}: ${countText(run.done)} of ${countText(run.total)}`
              : 'What this device keeps so that it works without a connection.'}
          </p>
        </div>
        <Button
          variant="secondary"
          className="ml-auto"
          loading={run !== null}
          disabled={offline}
          onClick={() => void refreshBriefcase()}
        >
          {run === null && <RefreshIcon className="size-4" />}
          Refresh offline data
        </Button>
      </header>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl bg-white text-sm ring-1 ring-slate-200">
        {briefcase.areas.map((view) => (
          <AreaRow key={view.area.id} view={view} now={now} />
        ))}
      </ul>
      <KeptFilesSummary />
      {health?.persisted === false && (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          This browser did not grant persistent storage: it may clear the offline data when the disk
          runs low. Install the app or allow storage for this site to keep it.
        </p>
      )}
      {health?.low && health.usage !== null && health.quota !== null && (
        <p className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          Storage almost full: {megabytes(health.usage)} of {megabytes(health.quota)} used. Free
          some disk space so that new changes can be saved on this device.
        </p>
      )}
      {health?.usage != null && !health.low && (
        <p className="mt-2 text-xs text-slate-500">
          Offline data on this device: {megabytes(health.usage)}
          {health.persisted ? ', kept by the browser' : ''}.
        </p>
      )}
    </section>
  )
}
