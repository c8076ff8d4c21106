import { liveQuery } from 'dexie'
import { useEffect } from 'react'
import { SUCCESS_MARK_MS } from '../../domain/pipelineBoard.ts'
import { db } from '../../store/db.ts'
import { markSynced } from './successMarks.ts'

const DEAL_PREFIX = 'deals:'

/**
 * Marks a card as synced when the server accepted an op on its deal, from the stored settle marks:
 * so every tab shows it, whichever tab (or the service worker) sent the op.
 */
export function SuccessMarksEffect() {
  useEffect(() => {
    const shown = new Map<string, number>()
    const watching = liveQuery(() =>
      db.syncSettled
        .where('settledAt')
        .above(Date.now() - SUCCESS_MARK_MS)
        .toArray(),
    ).subscribe((marks) => {
      const now = Date.now()
      const current = new Set(marks.map((mark) => mark.entityKey))
      for (const key of shown.keys()) if (!current.has(key)) shown.delete(key)
      for (const mark of marks) {
        if (!mark.applied || !mark.entityKey.startsWith(DEAL_PREFIX)) continue
        if (shown.get(mark.entityKey) === mark.settledAt) continue
        shown.set(mark.entityKey, mark.settledAt)
        const left = mark.settledAt + SUCCESS_MARK_MS - now
        if (left > 0) markSynced(Number(mark.entityKey.slice(DEAL_PREFIX.length)), left)
      }
    })
    return () => watching.unsubscribe()
  }, [])
  return null
}
