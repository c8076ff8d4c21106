/**
 * The Projection summary of a filter: the cached answer from IndexedDB (live), fetched again on
 * entering, when the filter changes and on the `online` event. The screen never waits for it.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useCallback } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { db } from '../../entities/db.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/index.ts'
import {
  cacheSummary,
  readCachedSummary,
  readSummaryAnswer,
  summaryCacheKey,
  summaryPath,
  type CachedSummary,
} from '../../entities/proposals/projectionSummaryCache.ts'

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
  const pull = useCallback(() => fetchProjectionSummary(filter), [filter])
  return { summary, ...usePull(key, pull) }
}
