/**
 * Pulls the projection board of the filter into IndexedDB (and its month columns into meta): on
 * entering the board, when the filter changes, on the `online` event and every PULL_EVERY_MS while
 * the page is visible. The board never waits for it: it renders what IndexedDB holds.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { MonthColumn } from '../../contract/projection.ts'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { db } from '../../store/db.ts'
import { PULL_EVERY_MS, type PullState } from '../pipeline/usePipelinePull.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { projectionColumnsKey, projectionListKey, projectionPull } from './projectionPull.ts'

/** Pulls once; the month columns are stored after the items. */
export async function pullProjectionBoard(filter: PipelineFilter): Promise<void> {
  let columns: MonthColumn[] | null = null
  await syncEngine.pull(
    projectionPull(filter, (answered) => {
      columns = answered
    }),
  )
  if (columns) {
    await db.meta.put({ key: projectionColumnsKey(projectionListKey(filter)), value: columns })
  }
}

interface KeyedState {
  key: string
  pulling: boolean
  failed: boolean
}

/** `filter` must keep its identity while it does not change (it is memoised by its owner). */
export function useProjectionPull(filter: PipelineFilter): PullState {
  const key = projectionListKey(filter)
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
    pullProjectionBoard(filter)
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
