/**
 * Pulls the filter's card list into IndexedDB (through the engine's pull, which never overwrites
 * a card with unsettled ops): on entering the board, when the filter changes, on the `online`
 * event and every PULL_EVERY_MS while the page is visible. Screens never wait for it: they render
 * what IndexedDB holds.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { pipelineListKey, pipelinePull } from '../../sync/pull.ts'
import { syncEngine } from '../sync/syncEngine.ts'

export const PULL_EVERY_MS = 60_000

export interface PullState {
  pulling: boolean
  /** The last pull of this filter failed (offline, server error). */
  failed: boolean
  /** Pulls again now. */
  refresh: () => void
}

interface KeyedState {
  key: string
  pulling: boolean
  failed: boolean
}

/** `filter` must keep its identity while it does not change (it is memoised by its owner). */
export function usePipelinePull(filter: PipelineFilter): PullState {
  const key = pipelineListKey(filter)
  const running = useRef<string | null>(null)
  const [state, setState] = useState<KeyedState>({ key, pulling: false, failed: false })

  const refresh = useCallback(() => {
    if (running.current === key) return
    if (!navigator.onLine) {
      setState({ key, pulling: false, failed: true })
      return
    }
    running.current = key
    setState({ key, pulling: true, failed: false })
    syncEngine
      .pull(pipelinePull(filter))
      .then(
        () => false,
        () => true,
      )
      .then((failed) => {
        if (running.current === key) running.current = null
        setState((current) => (current.key === key ? { key, pulling: false, failed } : current))
      })
  }, [key, filter])

  useEffect(() => {
    const first = setTimeout(refresh, 0)
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh()
    }, PULL_EVERY_MS)
    window.addEventListener('online', refresh)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
      window.removeEventListener('online', refresh)
    }
  }, [refresh])

  const current = state.key === key ? state : { pulling: false, failed: false }
  return { pulling: current.pulling, failed: current.failed, refresh }
}
