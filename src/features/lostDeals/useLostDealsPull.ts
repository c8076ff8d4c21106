/**
 * Pulls the filter's lost deals into IndexedDB (every page) on entering the list, when the filter
 * changes, on the `online` event and when asked. The screen never waits for it.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { syncEngine } from '../sync/syncEngine.ts'
import { lostDealsListKey, lostDealsPull, type LostDealFilter } from './lostDealsList.ts'

export interface LostDealsPullState {
  pulling: boolean
  /** The last pull of this filter failed (offline, server error). */
  failed: boolean
  refresh: () => void
}

export function useLostDealsPull(filter: LostDealFilter): LostDealsPullState {
  const { from, to, tribe, segment, rm } = filter
  const key = lostDealsListKey(filter)
  const running = useRef<string | null>(null)
  const [state, setState] = useState({ key, pulling: false, failed: false })

  const refresh = useCallback(() => {
    if (running.current === key) return
    if (!navigator.onLine) {
      setState({ key, pulling: false, failed: true })
      return
    }
    running.current = key
    setState({ key, pulling: true, failed: false })
    syncEngine
      .pull(lostDealsPull({ from, to, tribe, segment, rm }))
      .then(
        () => false,
        () => true,
      )
      .then((failed) => {
        if (running.current === key) running.current = null
        setState((current) => (current.key === key ? { key, pulling: false, failed } : current))
      })
  }, [key, from, to, tribe, segment, rm])

  useEffect(() => {
    const first = setTimeout(refresh, 0)
    window.addEventListener('online', refresh)
    return () => {
      clearTimeout(first)
      window.removeEventListener('online', refresh)
    }
  }, [refresh])

  const current = state.key === key ? state : { pulling: false, failed: false }
  return { pulling: current.pulling, failed: current.failed, refresh }
}
