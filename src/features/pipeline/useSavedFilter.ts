import { useLiveQuery } from '../../store/liveQuery.ts'
import { useCallback, useMemo } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import type { CrmDb } from '../../entities/db.ts'
import { db } from '../../entities/db.ts'
import { readSavedFilter, saveFilter } from '../../entities/deals/pipelineFilter.ts'
import { normaliseFilter } from './filterState.ts'

/** Where a screen keeps a user's filter, and what of a filter it keeps. */
export interface SavedFilterStore {
  read: (database: CrmDb, userId: number) => Promise<unknown>
  save: (database: CrmDb, userId: number, filter: PipelineFilter) => Promise<void>
  /** What the screen keeps of a (normalised) filter; the pipeline keeps all of it. */
  keep?: (filter: PipelineFilter) => PipelineFilter
}

/** The pipeline's own saved filter (also read by the projection screens). */
export const PIPELINE_FILTER_STORE: SavedFilterStore = { read: readSavedFilter, save: saveFilter }

/**
 * The user's saved filter (undefined while it is read) and a way to change it; by default the
 * pipeline's. `store` must be a constant (it is a dependency of the read).
 */
export function useSavedFilter(
  userId: number,
  store: SavedFilterStore = PIPELINE_FILTER_STORE,
): {
  filter: PipelineFilter | undefined
  setFilter: (filter: PipelineFilter) => Promise<void>
} {
  const saved = useLiveQuery(async () => ({ value: await store.read(db, userId) }), [userId, store])
  const setFilter = useCallback(
    (filter: PipelineFilter) => store.save(db, userId, store.keep ? store.keep(filter) : filter),
    [userId, store],
  )
  const filter = useMemo(() => {
    if (!saved) return undefined
    const normalised = normaliseFilter(saved.value)
    return store.keep ? store.keep(normalised) : normalised
  }, [saved, store])
  return { filter, setFilter }
}
