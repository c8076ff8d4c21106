/**
 * The screen a role may not open, remembered between the guard that sends the person to the
 * pipeline and the notice that says why (a redirect alone looked like a broken link).
 */
import { useSyncExternalStore } from 'react'
import { SIDEBAR } from '../domain/navigation.ts'

let refused: string | null = null
const listeners = new Set<() => void>()

function set(next: string | null): void {
  if (next === refused) return
  refused = next
  for (const listener of listeners) listener()
}

export const noteRefusedRoute = (path: string): void => set(path)
export const clearRefusedRoute = (): void => set(null)

/** The refused screen's title (its path when it has no sidebar entry), or null. */
export function useRefusedRoute(): string | null {
  const path = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => refused,
  )
  if (path === null) return null
  return SIDEBAR.find((entry) => entry.path === path)?.title ?? path
}

/** What the notice says. */
export const refusedRouteText = (title: string): string =>
  `Your role cannot open ${title}, so the Pipeline is shown instead.`
