/**
 * A deal created on this device shows on the board at once: its temp id is put first in every
 * pulled pipeline list, and the sync engine replaces it by the server id once the create settles.
 * When a pull raced that moment, the lists are pulled again (staleLists).
 */
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { db } from '../../store/db.ts'
import { isTempId } from '../../store/outbox.ts'
import { PIPELINE_ROUTES } from '../../contract/pipeline.ts'
import { asRows, readAnswer, type ListPull } from '../../sync/pull.ts'
import { syncEngine } from '../sync/syncEngine.ts'
import { isPipelineList, PIPELINE_LIST_PREFIX } from './newDealListsModel.ts'

/**
 * The pipeline lists to pull again: those holding a temp id whose deal row is gone (its create
 * settled elsewhere), and all of them when a just-settled deal is in none (a pull that ran while
 * the create settled dropped its temp id before the server listed it).
 */
async function staleLists(): Promise<string[]> {
  const lists = (await db.syncLists.where('table').equals('deals').toArray()).filter(isPipelineList)
  const listed = new Set(lists.flatMap((list) => list.ids))
  const settled = (await db.syncSettled.where('entityKey').startsWith('deals:').toArray())
    .map((mark) => Number(mark.entityKey.slice('deals:'.length)))
    .filter((id) => !listed.has(id))
  const orphans = (await db.deals.bulkGet(settled)).some((row) => row !== undefined)
  if (orphans) return lists.map((list) => list.key)
  const stale: string[] = []
  for (const list of lists) {
    const temps = list.ids.filter(isTempId)
    if (temps.length === 0) continue
    const rows = await db.deals.bulkGet(temps)
    if (rows.some((row) => row === undefined)) stale.push(list.key)
  }
  return stale
}

const pipelineListPull = (key: string): ListPull => ({
  key,
  table: 'deals',
  path: key.slice(PIPELINE_LIST_PREFIX.length),
  rows: (body) => asRows(readAnswer(PIPELINE_ROUTES.list, body)),
})

/** Pulls again each list left with the temp id of a deal created on this device. */
export function useHealNewDealLists(): void {
  const stale = useLiveQuery(staleLists, [])
  const keys = (stale ?? []).join('|')
  useEffect(() => {
    if (keys === '' || !navigator.onLine) return
    for (const key of keys.split('|')) {
      void syncEngine.pull(pipelineListPull(key)).catch(() => undefined)
    }
  }, [keys])
}
