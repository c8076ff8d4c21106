/**
 * One tab drains the outbox at a time: the tab holding the Web Lock 'crm-outbox'. Other tabs wait
 * in the lock's queue; when the leader's tab closes the browser releases the lock and the next
 * waiting tab becomes leader. Where Web Locks are missing (node tests, old browsers) every engine
 * leads at once.
 */

export const OUTBOX_LOCK = 'crm-outbox'

/** The part of navigator.locks the engine uses. */
export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal; ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown>
}

export function browserLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
  return locks ?? null
}

export interface Leadership {
  /** Leaves the lock (or its queue); the next waiting tab becomes leader. */
  stop(): void
}

export function electOutboxLeader(locks: LockManagerLike | null, onLeader: () => void): Leadership {
  if (!locks) {
    onLeader()
    return { stop() {} }
  }
  const abort = new AbortController()
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  locks
    .request(OUTBOX_LOCK, { signal: abort.signal }, async () => {
      onLeader()
      await held
    })
    // Aborted while waiting in the queue: this tab stopped before it led.
    .catch(() => {})
  return {
    stop() {
      abort.abort()
      release()
    },
  }
}

/**
 * Runs `work` holding the outbox lock if no tab holds it (the service worker's Background Sync:
 * an open leader tab drains by itself). Answers null when the lock was taken.
 */
export async function withOutboxLockIfFree<T>(
  locks: LockManagerLike | null,
  work: () => Promise<T>,
): Promise<T | null> {
  if (!locks) return work()
  let result: T | null = null
  await locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) result = await work()
  })
  return result
}
