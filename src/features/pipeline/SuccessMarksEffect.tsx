import { useEffect } from 'react'
import { SUCCESS_MARK_MS } from '../../domain/pipelineBoard.ts'
import { db } from '../../entities/db.ts'
import { markSynced } from './successMarks.ts'
import { boundedLiveQuery } from '../../store/liveQuery.ts'

const DEAL_PREFIX = 'deals:'

/**
 * Marks a card as synced when the server accepted an op on its deal, from the stored settle marks:
 * so every tab shows it, whichever tab (or the service worker) sent the op. Each read takes only
 * the marks made since the last one it saw (a draining outbox settles hundreds a minute: reading
 * every mark of the last seconds again on each settle cost each op a read of all of them).
 */
export function SuccessMarksEffect() {
  useEffect(() => {
    const shown = new Map<string, number>()
    let since = Date.now() - SUCCESS_MARK_MS
    const watching = boundedLiveQuery(() =>
      // Marks of one millisecond may come in two commits: the last one seen is read again.
      db.syncSettled.where('settledAt').aboveOrEqual(since).toArray(),
    ).subscribe((marks) => {
      const now = Date.now()
      for (const [key, at] of shown) if (at < now - SUCCESS_MARK_MS) shown.delete(key)
      for (const mark of marks) {
        since = Math.max(since, mark.settledAt)
        if (!mark.applied || !mark.entityKey.startsWith(DEAL_PREFIX)) continue
        if (shown.get(mark.entityKey) === mark.settledAt) continue
        shown.set(mark.entityKey, mark.settledAt)
        const left = mark.settledAt + SUCCESS_MARK_MS - now
        const dealId = Number(mark.entityKey.slice(DEAL_PREFIX.length))
        if (left > 0) markSynced(dealId, left, mark.merged ? 'merged' : 'synced')
      }
    })
    return () => watching.unsubscribe()
  }, [])
  return null
}
