/**
 * Where the shell reads the sync status from: the app plugs its sync engine in at the root
 * (ui/ knows no feature), and the top bar subscribes. Without a source nothing is shown.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
import type { SyncStatus } from '../../sync/syncState.ts'

export interface SyncStatusSource {
  getStatus(): SyncStatus
  subscribe(listener: () => void): () => void
  /** Tries every waiting op now. */
  syncNow(): Promise<unknown>
}

const SyncStatusContext = createContext<SyncStatusSource | null>(null)

export function SyncStatusProvider({
  source,
  children,
}: {
  source: SyncStatusSource
  children: ReactNode
}) {
  return <SyncStatusContext.Provider value={source}>{children}</SyncStatusContext.Provider>
}

const noSource = {
  subscribe: () => () => {},
  getStatus: () => null,
}

/** The source and its live status; null when the app plugged none in. */
export function useSyncStatus(): { source: SyncStatusSource; status: SyncStatus } | null {
  const source = useContext(SyncStatusContext)
  const status = useSyncExternalStore(
    source?.subscribe ?? noSource.subscribe,
    source?.getStatus ?? noSource.getStatus,
  )
  return source && status ? { source, status } : null
}
