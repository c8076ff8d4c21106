/**
 * The service worker's drain (Background Sync, OUTBOX_SYNC_TAG): no DOM, only the database, a
 * transport built on the session copy's tokens, and the signed-in user's id. It runs only when no
 * tab holds the outbox lock (an open leader tab drains by itself), and first takes back `sending`
 * ops, which then can only be a closed tab's.
 */
import { drainOutbox, type DrainOptions, type DrainResult } from './drain.ts'
import { withOutboxLockIfFree, type LockManagerLike } from './leader.ts'
import { resetStaleSending } from './watchdog.ts'

export async function drainInBackground(
  options: DrainOptions & { locks: LockManagerLike | null },
): Promise<DrainResult | null> {
  const now = options.now ?? Date.now
  return withOutboxLockIfFree(options.locks, async () => {
    await resetStaleSending(options.db, now(), 0)
    return drainOutbox(options)
  })
}
