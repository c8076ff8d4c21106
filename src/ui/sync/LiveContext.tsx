/**
 * Whether the device's live stream is up: the app plugs its source in at the root (ui/ knows no
 * feature), and the "as of" notes show "Live" while it is. Without a source: never live.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'

export interface LiveSource {
  isLive(): boolean
  subscribe(listener: () => void): () => void
}

const LiveContext = createContext<LiveSource | null>(null)

export function LiveProvider({ source, children }: { source: LiveSource; children: ReactNode }) {
  return <LiveContext.Provider value={source}>{children}</LiveContext.Provider>
}

const never: LiveSource = { isLive: () => false, subscribe: () => () => {} }

export function useIsLive(): boolean {
  const source = useContext(LiveContext) ?? never
  return useSyncExternalStore(source.subscribe, source.isLive)
}
