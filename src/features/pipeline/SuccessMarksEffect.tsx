import { useEffect } from 'react'
import { SUCCESS_MARK_MS } from '../../domain/pipelineBoard.ts'
import { db } from '../../entities/db.ts'
import { readDealSettleMarksSince } from '../../entities/deals/dealSettleMarks.ts'
import { markSynced } from './successMarks.ts'
import { boundedLiveQuery } from '../../store/liveQuery.ts'

/**
 * Marks a card as synced when the server accepted an op on its deal, from the stored settle marks:
 * so every tab shows it, whichever tab (or the service worker) sent the op. Each read takes only
 * the marks made since the last one it saw (a draining outbox settles hundreds a minute: reading
 * every mark of the last seconds again on each settle cost each op a read of all of them).
 */
export function SuccessMarksEffect() {
  useEffect(() => {
    const shown = new Map<number, number>()
    let since = Date.now() - SUCCESS_MARK_MS
    const watching = boundedLiveQuery(
      // Marks of one millisecond may come in two commits: the last one seen is read again.
      () => readDealSettleMarksSince(db, since),
    ).subscribe(({ marks, latest }) => {
      const now = Date.now()
      for (const [dealId, at] of shown) if (at < now - SUCCESS_MARK_MS) shown.delete(dealId)
      since = Math.max(since, latest)
      for (const mark of marks) {
        if (shown.get(mark.dealId) === mark.settledAt) continue
        shown.set(mark.dealId, mark.settledAt)
        const left = mark.settledAt + SUCCESS_MARK_MS - now
        if (left > 0) markSynced(mark.dealId, left, mark.merged ? 'merged' : 'synced')
      }
    })
    return () => watching.unsubscribe()
  }, [])
  return null
}
