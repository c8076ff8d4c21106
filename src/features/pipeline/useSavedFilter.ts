import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useMemo } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { db } from '../../store/db.ts'
import { readSavedFilter, saveFilter } from '../../store/pipelineFilter.ts'
import { normaliseFilter } from './filterState.ts'

/** The user's saved pipeline filter (undefined while it is read) and a way to change it. */
export function useSavedFilter(userId: number): {
  filter: PipelineFilter | undefined
  setFilter: (filter: PipelineFilter) => Promise<void>
} {
  const saved = useLiveQuery(async () => ({ value: await readSavedFilter(db, userId) }), [userId])
  const setFilter = useCallback(
    (filter: PipelineFilter) => saveFilter(db, userId, filter),
    [userId],
  )
  const filter = useMemo(() => (saved ? normaliseFilter(saved.value) : undefined), [saved])
  return { filter, setFilter }
}
