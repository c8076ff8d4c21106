import { describe, expect, it } from 'vitest'
import {
  electOutboxLeader,
  OUTBOX_LOCK,
  withOutboxLockIfFree,
  type LockManagerLike,
} from '../../../src/sync/leader.ts'

/** Web Locks as the browser grants them: exclusive, first come first served, abortable while queued. */
class FakeLocks implements LockManagerLike {
  private holder: Promise<unknown> | null = null
  private readonly queue: (() => void)[] = []
  readonly names: string[] = []

  async request(
    name: string,
    options: { signal?: AbortSignal; ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<unknown>,
  ): Promise<unknown> {
    this.names.push(name)
    if (this.holder && options.ifAvailable) return callback(null)
    if (this.holder) {
      await new Promise<void>((resolve, reject) => {
        const turn = () => resolve()
        this.queue.push(turn)
        options.signal?.addEventListener('abort', () => {
          this.queue.splice(this.queue.indexOf(turn), 1)
          reject(new DOMException('aborted', 'AbortError'))
        })
      })
    }
    const run = callback({ name })
    this.holder = run
    try {
      return await run
    } finally {
      this.holder = null
      this.queue.shift()?.()
    }
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('one tab drains the outbox', () => {
  it('the first tab leads; the next one takes over when it closes', async () => {
    const locks = new FakeLocks()
    const leaders: string[] = []
    const first = electOutboxLeader(locks, () => leaders.push('first'))
    const second = electOutboxLeader(locks, () => leaders.push('second'))
    await tick()
    expect(leaders).toEqual(['first'])
    first.stop()
    await tick()
    expect(leaders).toEqual(['first', 'second'])
    second.stop()
    expect(locks.names).toEqual([OUTBOX_LOCK, OUTBOX_LOCK])
  })

  it('a tab that stops while waiting never leads', async () => {
    const locks = new FakeLocks()
    const leaders: string[] = []
    const first = electOutboxLeader(locks, () => leaders.push('first'))
    const second = electOutboxLeader(locks, () => leaders.push('second'))
    const third = electOutboxLeader(locks, () => leaders.push('third'))
    await tick()
    second.stop()
    first.stop()
    await tick()
    expect(leaders).toEqual(['first', 'third'])
    third.stop()
  })

  it('leads at once where Web Locks are missing', () => {
    const leaders: string[] = []
    electOutboxLeader(null, () => leaders.push('only'))
    expect(leaders).toEqual(['only'])
  })

  it('the service worker drains only when no tab holds the lock', async () => {
    const locks = new FakeLocks()
    expect(await withOutboxLockIfFree(locks, async () => 'drained')).toBe('drained')
    const tab = electOutboxLeader(locks, () => {})
    await tick()
    expect(await withOutboxLockIfFree(locks, async () => 'drained')).toBeNull()
    tab.stop()
    await tick()
    expect(await withOutboxLockIfFree(null, async () => 'drained')).toBe('drained')
  })
})
