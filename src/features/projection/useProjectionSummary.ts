/**
 * The Projection summary of a filter: the cached answer from IndexedDB (live), fetched again on
 * entering, when the filter changes and on the `online` event. The screen never waits for it.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { db } from '../../store/db.ts'
import type { PullState } from '../pipeline/usePipelinePull.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import {
  cacheSummary,
  readCachedSummary,
  readSummaryAnswer,
  summaryCacheKey,
  summaryPath,
  type CachedSummary,
} from './summaryCache.ts'

/** Fetches once and caches the answer; throws when there is no usable answer. */
export async function fetchProjectionSummary(filter: PipelineFilter): Promise<void> {
  const response = await syncEngine.transport.send({ method: 'GET', path: summaryPath(filter) })
  const amounts = response.status === 200 ? readSummaryAnswer(response.body) : null
  if (!amounts) throw new Error(`Summary answered ${response.status}`)
  await cacheSummary(db, filter, { amounts, fetchedAt: Date.now() })
}

interface SummaryState extends PullState {
  /** undefined while it is read; null when this filter's summary was never fetched here. */
  summary: CachedSummary | null | undefined
}

/** `filter` must keep its identity while it does not change (it is memoised by its owner). */
export function useProjectionSummary(filter: PipelineFilter): SummaryState {
  const key = summaryCacheKey(filter)
  const summary = useLiveQuery(() => readCachedSummary(db, filter), [key])
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
    fetchProjectionSummary(filter)
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
    window.addEventListener('online', refresh)
    return () => {
      clearTimeout(first)
      window.removeEventListener('online', refresh)
    }
  }, [refresh])

  const current = state.key === key ? state : { pulling: false, failed: false }
  return { summary, pulling: current.pulling, failed: current.failed, refresh }
}
