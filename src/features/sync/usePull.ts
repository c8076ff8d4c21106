/**
 * Pulls a list (or a detail) into IndexedDB while a screen shows it: on opening, when its key
 * changes, on the `online` event, when asked (`refresh`) and, given `everyMs`, at that interval
 * while the page is visible. Screens never wait for it: they render what IndexedDB holds.
 */
import { useCallback, useEffect, useRef, useState } from 'react'

export interface PullState {
  pulling: boolean
  /** The last pull of this key failed (offline, server error). */
  failed: boolean
  /** Pulls again now. */
  refresh: () => void
}

interface KeyedState {
  key: string | null
  pulling: boolean
  failed: boolean
}

/**
 * `key` names what is pulled (null: nothing to pull yet); `pull` must keep its identity while the
 * key does not change (memoise it with the inputs the key is built from).
 */
export function usePull(
  key: string | null,
  pull: () => Promise<unknown>,
  everyMs?: number,
): PullState {
  const running = useRef<string | null>(null)
  const [state, setState] = useState<KeyedState>({ key, pulling: false, failed: false })

  const refresh = useCallback(() => {
    if (key === null || running.current === key) return
    if (!navigator.onLine) {
      setState({ key, pulling: false, failed: true })
      return
    }
    running.current = key
    setState({ key, pulling: true, failed: false })
    pull()
      .then(
        () => false,
        () => true,
      )
      .then((failed) => {
        if (running.current === key) running.current = null
        setState((current) => (current.key === key ? { key, pulling: false, failed } : current))
      })
  }, [key, pull])

  useEffect(() => {
    const first = setTimeout(refresh, 0)
    const timer =
      everyMs === undefined
        ? undefined
        : setInterval(() => {
            if (document.visibilityState === 'visible') refresh()
          }, everyMs)
    window.addEventListener('online', refresh)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
      window.removeEventListener('online', refresh)
    }
  }, [refresh, everyMs])

  const current = state.key === key ? state : { pulling: false, failed: false }
  return { pulling: current.pulling, failed: current.failed, refresh }
}
