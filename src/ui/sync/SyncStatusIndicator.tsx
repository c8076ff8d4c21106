/**
 * The top bar's sync status: online or offline, how many changes wait and since when, when the
 * server last accepted one, and "Sync now" (disabled offline: the engine sends by itself once the
 * connection is back). The status links to the Pending changes screen.
 * Stable hooks for tests: `data-sync-status` (online|offline) and `data-pending-count`.
 */
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { agoText, durationText } from '../../domain/relativeTime.ts'
import type { SyncStatus } from '../../sync/syncState.ts'
import { CloudOffIcon, RefreshIcon } from '../icons.tsx'
import { useNow } from '../useNow.ts'
import { useOfflineSince } from './useOfflineSince.ts'
import { useSyncStatus } from './SyncStatusContext.tsx'

export const PENDING_CHANGES_PATH = '/pending'

function countsText(status: SyncStatus, now: number): string | null {
  if (status.total === 0) return null
  const parts: string[] = []
  if (status.pending > 0) parts.push(`${status.pending} waiting`)
  const attention = status.failed + status.conflicts + status.stalled
  if (attention > 0) parts.push(`${attention} to review`)
  if (status.oldestAt !== null) parts.push(`oldest ${durationText(now - status.oldestAt)}`)
  if (status.stuck > 0) parts.push(`${status.stuck} not going through`)
  return parts.join(' · ')
}

export function SyncStatusIndicator() {
  const sync = useSyncStatus()
  const now = useNow()
  const offlineSince = useOfflineSince(sync?.status.connectivity === 'offline', now)
  const [asked, setAsked] = useState(false)
  if (!sync) return null
  const { status, source } = sync
  const offline = status.connectivity === 'offline'
  const attention = status.failed + status.conflicts + status.stalled > 0
  const counts = countsText(status, now)
  const busy = status.syncing || asked
  // What the user needs when nothing waits: up to date, or offline since when.
  const quiet = offline
    ? offlineSince === null
      ? 'Nothing waiting'
      : `since ${agoText(now - offlineSince)}`
    : 'Up to date'
  const lastSent =
    status.lastSyncedAt === null
      ? 'No change sent yet'
      : `Last change sent ${agoText(now - status.lastSyncedAt)}`

  const syncNow = () => {
    setAsked(true)
    void source
      .syncNow()
      .catch(() => undefined)
      .finally(() => setAsked(false))
  }

  const tone = offline
    ? 'bg-amber-50 text-amber-900 ring-amber-200'
    : attention
      ? 'bg-red-50 text-red-800 ring-red-200'
      : 'bg-slate-50 text-slate-700 ring-slate-200'

  return (
    <div className="flex items-center gap-2">
      <Link
        to={PENDING_CHANGES_PATH}
        data-sync-status={offline ? 'offline' : 'online'}
        data-pending-count={status.total}
        title={`${lastSent}. Open pending changes.`}
        className={`inline-flex h-9 max-w-md items-center gap-2 rounded-full px-3 text-xs font-medium ring-1 ring-inset hover:brightness-95 ${tone}`}
      >
        {offline ? (
          <CloudOffIcon className="size-4 shrink-0" />
        ) : (
          <span
            aria-hidden="true"
            className={`size-2 shrink-0 rounded-full ${status.connectivity === 'degraded' ? 'bg-amber-500' : 'bg-emerald-500'}`}
          />
        )}
        <span className="whitespace-nowrap">
          {offline ? 'Offline' : status.connectivity === 'degraded' ? 'Unstable' : 'Online'}
        </span>
        {counts && (
          <span className="truncate border-l border-current/20 pl-2 font-normal">{counts}</span>
        )}
        {!counts && (
          <span
            className="truncate border-l border-current/20 pl-2 font-normal opacity-80"
            data-sync-quiet
          >
            {quiet}
          </span>
        )}
        {status.paused === 'signInAgain' && (
          <span className="border-l border-current/20 pl-2">Sign in again to send</span>
        )}
      </Link>
      <button
        type="button"
        onClick={syncNow}
        disabled={busy || offline}
        aria-label="Sync now"
        title={offline ? 'Offline: changes are sent when the connection is back' : 'Sync now'}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:text-slate-400"
      >
        <RefreshIcon className={`size-4 ${busy ? 'animate-spin' : ''}`} />
        <span className="hidden lg:inline">Sync now</span>
      </button>
    </div>
  )
}
