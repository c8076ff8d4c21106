/**
 * The settle marks of deals: when the server accepted an op on a deal (written by whichever tab,
 * or the service worker, sent it), which the board shows as a success mark on the card.
 */
import type { CrmDb } from '../db.ts'

/** A deal's entity key is `deals:<id>` (entityKey). */
const DEAL_PREFIX = 'deals:'

export interface DealSettleMark {
  dealId: number
  settledAt: number
  /** Accepted after a rebase on another change made on the server. */
  merged: boolean
}

export interface DealSettleMarks {
  /** The accepted ops' marks on deals. */
  marks: DealSettleMark[]
  /** The newest settle time among all the marks read (of any entity); `since` when none. */
  latest: number
}

/** The marks settled at `since` or later (marks of one millisecond may come in two commits). */
export function readDealSettleMarksSince(database: CrmDb, since: number): Promise<DealSettleMarks> {
  return database.syncSettled
    .where('settledAt')
    .aboveOrEqual(since)
    .toArray()
    .then((rows) => {
      let latest = since
      const marks: DealSettleMark[] = []
      for (const row of rows) {
        latest = Math.max(latest, row.settledAt)
        if (!row.applied || !row.entityKey.startsWith(DEAL_PREFIX)) continue
        const dealId = Number(row.entityKey.slice(DEAL_PREFIX.length))
        marks.push({ dealId, settledAt: row.settledAt, merged: row.merged === true })
      }
      return { marks, latest }
    })
}
