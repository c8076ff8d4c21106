/**
 * Which kinds of the change feed moved, as this process learns it from the database's notices
 * (migration 011): every API process listens on one PostgreSQL (or its PGlite), so a write made
 * through any of them reaches the devices connected to all of them.
 *
 * A notice names the committing transaction. A device's walk ends at the oldest transaction still
 * running, so a change is reported only once every transaction below it has finished; until then
 * the check is tried again, a little later each time. Notices that arrive meanwhile join the next
 * report: a burst of writes costs a few reports, not one per write.
 */
import type { Db, Unlisten } from '../db/db.ts'

export const FEED_CHANNEL = 'crm_feed'

/** The log's kinds written since the last report, or 'all' (notices may have been missed). */
export type FeedMove = ReadonlySet<string> | 'all'

const FIRST_RETRY_MS = 10
const LAST_RETRY_MS = 1_000
/** Past this, report all the same (a transaction left open holds the horizon back). */
const GIVE_UP_MS = 10_000

interface FeedPosition {
  xmin: bigint
  kinds: string[]
}

async function readPosition(db: Db, since: bigint): Promise<FeedPosition> {
  const [row] = await db.query<{ xmin: string; kinds: string[] }>(
    `WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
     SELECT horizon.xmin::text AS xmin,
            ARRAY(SELECT DISTINCT entity FROM sync_changes
                   WHERE txid >= $1::xid8 AND txid < horizon.xmin) AS kinds
       FROM horizon`,
    [since.toString()],
  )
  return { xmin: BigInt(row!.xmin), kinds: row!.kinds }
}

export interface FeedWatch {
  stop(): Promise<void>
}

export async function watchFeedMoves(db: Db, onMove: (move: FeedMove) => void): Promise<FeedWatch> {
  let seen = (await readPosition(db, 0n)).xmin
  let newest: bigint | null = null
  let missed = false
  let waitingSince: number | null = null
  let retryMs = FIRST_RETRY_MS
  let checking = false
  let again = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false

  async function check(): Promise<void> {
    if (checking) {
      again = true
      return
    }
    checking = true
    try {
      do {
        again = false
        const position = await readPosition(db, seen)
        if (stopped) return
        const waited = waitingSince === null ? 0 : Date.now() - waitingSince
        if (newest !== null && position.xmin <= newest && waited < GIVE_UP_MS) {
          waitingSince ??= Date.now()
          clearTimeout(timer)
          timer = setTimeout(() => void check().catch(() => undefined), retryMs)
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
          return
        }
        const move: FeedMove | null = missed
          ? 'all'
          : position.kinds.length > 0
            ? new Set(position.kinds)
            : null
        if (position.xmin > seen) seen = position.xmin
        newest = null
        missed = false
        waitingSince = null
        retryMs = FIRST_RETRY_MS
        // Nothing new: an earlier report already took this notice's change with it.
        if (move) onMove(move)
      } while (again && !stopped)
    } finally {
      checking = false
    }
  }

  const unlisten: Unlisten = await db.listen(FEED_CHANNEL, (payload) => {
    if (payload === '') missed = true
    else {
      const txid = BigInt(payload)
      if (newest === null || txid > newest) newest = txid
    }
    void check().catch(() => {
      // The database is away: the next notice (or the reconnect's '') checks again.
      missed = true
    })
  })

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await unlisten()
    },
  }
}
