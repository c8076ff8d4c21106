/**
 * The pipeline list's digest per filter, remembered with the database snapshot its query read, so
 * a list asked again while nothing changed is answered from the kept text after one small query
 * instead of the list's own (at 50,000 deals that query alone took 100 ms). The small query asks
 * whether the change log holds a transaction that snapshot did not see: every table a card or the
 * list's filter reads logs its changes there, in the writing transaction, so this holds across API
 * processes and for a write committed a moment ago. A reset log (a reseed) renews the log's epoch
 * and a pruned one moves its horizon (the rows a check would find may be gone): either forgets every
 * digest, and so does a card turning a day older (each card shows its age in days).
 */
import type { Db } from '../db/db.ts'

const REMEMBERED = 64

interface Remembered {
  digest: string
  snapshot: string
  logState: string
  /** performance.now() when the first of its cards turns a day older. */
  until: number
}

/** What a list's query read: its digest, its snapshot and the log's epoch and horizon then. */
export interface ReadAt {
  digest: string
  snapshot: string
  logState: string
  freshForMs: number
}

/** Per database: a process may serve several (tests start servers side by side). */
const memos = new WeakMap<Db, Map<string, Remembered>>()

const memoOf = (db: Db): Map<string, Remembered> => {
  let memo = memos.get(db)
  if (!memo) memos.set(db, (memo = new Map()))
  return memo
}

/** The digest remembered for `key` when nothing it was read from has changed since. */
export async function unchangedDigest(db: Db, key: string): Promise<string | undefined> {
  const memo = memoOf(db)
  const entry = memo.get(key)
  if (!entry) return undefined
  if (performance.now() < entry.until) {
    const [now] = await db.query<{ logState: string; changed: boolean }>(
      `SELECT epoch || ':' || horizon AS "logState", EXISTS (
                SELECT 1 FROM sync_changes
                 WHERE txid >= pg_snapshot_xmin($1::pg_snapshot)
                   AND NOT pg_visible_in_snapshot(txid, $1::pg_snapshot)) AS changed
         FROM sync_state`,
      [entry.snapshot],
    )
    if (now && !now.changed && now.logState === entry.logState) return entry.digest
  }
  memo.delete(key)
  return undefined
}

/** Remembers what a list's query asked at `askedAt` (performance.now()) read. */
export function rememberDigest(db: Db, key: string, read: ReadAt, askedAt: number): void {
  if (read.freshForMs <= 0) return
  const memo = memoOf(db)
  memo.delete(key)
  if (memo.size >= REMEMBERED) memo.delete(memo.keys().next().value!)
  const { digest, snapshot, logState } = read
  memo.set(key, { digest, snapshot, logState, until: askedAt + read.freshForMs })
}
