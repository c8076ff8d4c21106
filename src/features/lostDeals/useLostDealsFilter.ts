/** The Lost Deal list's filter, kept per user in `meta` so a reload (or an offline visit) keeps it. */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useCallback, useMemo } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { db } from '../../entities/db.ts'
import { readLostDealsFilter, saveLostDealsFilter } from '../../entities/deals/lostDealsFilter.ts'
import { normaliseFilter } from '../pipeline/index.ts'

/** The lost deal call takes no probability, so the list keeps none. */
const withoutProbability = (filter: PipelineFilter): PipelineFilter => ({
  ...filter,
  probabilities: [],
})

export function useLostDealsFilter(userId: number): {
  filter: PipelineFilter | undefined
  setFilter: (filter: PipelineFilter) => Promise<void>
} {
  const saved = useLiveQuery(
    async () => ({ value: await readLostDealsFilter(db, userId) }),
    [userId],
  )
  const filter = useMemo(
    () => (saved ? withoutProbability(normaliseFilter(saved.value)) : undefined),
    [saved],
  )
  const setFilter = useCallback(
    (next: PipelineFilter) => saveLostDealsFilter(db, userId, withoutProbability(next)),
    [userId],
  )
  return { filter, setFilter }
}
