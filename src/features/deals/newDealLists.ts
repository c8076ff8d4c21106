/**
 * A deal created on this device shows on the board at once: its temp id is put first in every
 * pulled pipeline list, and the sync engine replaces it by the server id once the create settles.
 * When a pull raced that moment, the lists are pulled again (staleNewDealLists).
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useEffect } from 'react'
import { db } from '../../entities/db.ts'
import { PIPELINE_ROUTES } from '../../contract/pipeline.ts'
import { asRows, readAnswer, type ListPull } from '../../sync/pull.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import {
  PIPELINE_LIST_PREFIX,
  staleNewDealLists,
} from '../../entities/deals/newDealPipelineLists.ts'

const pipelineListPull = (key: string): ListPull => ({
  key,
  table: 'deals',
  path: key.slice(PIPELINE_LIST_PREFIX.length),
  rows: (body) => asRows(readAnswer(PIPELINE_ROUTES.list, body)),
})

/** Pulls again each list left with the temp id of a deal created on this device. */
export function useHealNewDealLists(): void {
  const stale = useLiveQuery(() => staleNewDealLists(db, Date.now()), [])
  const keys = (stale ?? []).join('|')
  useEffect(() => {
    if (keys === '' || !navigator.onLine) return
    for (const key of keys.split('|')) {
      void syncEngine.pull(pipelineListPull(key)).catch(() => undefined)
    }
  }, [keys])
}
