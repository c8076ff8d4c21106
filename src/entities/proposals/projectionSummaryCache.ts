/**
 * The Projection summary's last answer per filter, kept in meta so it shows offline with "as of":
 * the three band amounts of GET /pipeline/summary/... and when they were fetched.
 */
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { PROJECTION_ROUTES, summaryAnswer, summaryValues } from '../../contract/projection.ts'
import { pathOf } from '../../contract/route.ts'
import { check } from '../../contract/validate.ts'
import { PROJECTION_BANDS } from '../../domain/projection.ts'
import type { CrmDb } from '../db.ts'

export interface CachedSummary {
  /** One amount per band, in PROJECTION_BANDS order. */
  amounts: number[]
  fetchedAt: number
}

/** The summary path of a filter (its probabilities are not part of it). */
export const summaryPath = (filter: PipelineFilter): string =>
  pathOf(
    PROJECTION_ROUTES.summary,
    summaryValues(
      filter,
      PROJECTION_BANDS.map((band) => band.probabilities),
    ),
  )

export const summaryCacheKey = (filter: PipelineFilter): string =>
  `projectionSummary:${summaryPath(filter)}`

/** The band amounts of an answer (one `{ amount }` per band), else null. */
export function readSummaryAnswer(body: unknown): number[] | null {
  const result = check(summaryAnswer, body)
  return result.ok ? result.value.map((band) => band.amount) : null
}

export async function readCachedSummary(
  db: CrmDb,
  filter: PipelineFilter,
): Promise<CachedSummary | null> {
  const value = (await db.meta.get(summaryCacheKey(filter)))?.value as
    Partial<CachedSummary> | undefined
  if (!value || typeof value.fetchedAt !== 'number') return null
  const amounts = readSummaryAnswer(value.amounts?.map((amount) => ({ amount })))
  return amounts ? { amounts, fetchedAt: value.fetchedAt } : null
}

export async function cacheSummary(
  db: CrmDb,
  filter: PipelineFilter,
  summary: CachedSummary,
): Promise<void> {
  await db.meta.put({ key: summaryCacheKey(filter), value: summary })
}
