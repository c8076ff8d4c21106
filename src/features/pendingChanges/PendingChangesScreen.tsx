/**
 * Pending changes (/pending): every change of the signed-in user the server has not accepted yet,
 * oldest first, with its state (waiting, sending, failed, conflict), the reason, and the
 * decisions: retry, discard, keep mine, take theirs; then the changes merged by themselves lately.
 */
import { momentText } from '../../domain/relativeTime.ts'
import { useSession } from '../../entities/session/useSession.ts'
import { Button } from '../../ui/Button.tsx'
import { CheckCircleIcon, RefreshIcon } from '../../ui/icons.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { useNow } from '../../ui/useNow.ts'
import { BriefcasePanel } from '../briefcase/index.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { useSyncEngineStatus } from '../../app/sync/useSyncEngineStatus.ts'
import { MergedHistory } from './MergedHistory.tsx'
import { PendingOpRow } from './PendingOpRow.tsx'
import { usePendingOps } from './usePendingOps.ts'

export function PendingChangesScreen() {
  const session = useSession()
  if (!session) return null
  return <PendingChanges userId={session.profile.id} />
}

function PendingChanges({ userId }: { userId: number }) {
  const pending = usePendingOps()
  const status = useSyncEngineStatus()
  const now = useNow(15_000)
  const offline = status.connectivity === 'offline'
  return (
    <section aria-labelledby="pending-title" className="mx-auto max-w-3xl">
      <header className="flex flex-wrap items-center gap-3">
        <div>
          <h2 id="pending-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Pending changes
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            {offline
              ? 'Offline: changes are kept on this device and sent when you are back online.'
              : 'Changes are sent to the server in the order you made them.'}
            {status.lastSyncedAt !== null &&
              ` Last synced ${momentText(status.lastSyncedAt, now)}.`}
          </p>
        </div>
        <Button
          variant="secondary"
          className="ml-auto"
          loading={status.syncing}
          onClick={() => void syncEngine.syncNow().catch(() => undefined)}
        >
          {!status.syncing && <RefreshIcon className="size-4" />}
          Sync now
        </Button>
      </header>
      {pending === undefined ? (
        <div className="mt-10 flex justify-center text-slate-400">
          <Spinner className="size-6" />
        </div>
      ) : pending.ops.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <CheckCircleIcon className="size-9 text-emerald-600" />
          <p className="mt-3 text-base font-medium text-slate-800">Everything is synced</p>
          <p className="mt-1 text-sm text-slate-500">No change is waiting to be sent.</p>
        </div>
      ) : (
        <ol className="mt-6 space-y-3" aria-label="Changes not yet on the server">
          {pending.ops.map((view) => (
            <PendingOpRow
              key={view.op.opId}
              view={view}
              blocker={
                pending.ops.find((each) => each.op.seq === view.waitingBehind?.seq)?.op ?? null
              }
              subjects={pending.subjects}
              now={now}
            />
          ))}
        </ol>
      )}
      <MergedHistory userId={userId} now={now} />
      <BriefcasePanel />
    </section>
  )
}
