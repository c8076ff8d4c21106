/** The drain benches' common run: ops queued offline, the page reloaded, the drain timed online. */
import type { BrowserContext, Page } from 'playwright-core'
import { waitAvailableOffline } from '../e2e/briefcaseState.ts'
import { profileId } from '../e2e/harness.ts'
import { settledHeap, usedHeap } from './heap.ts'

export interface DrainFigures {
  queued: number
  seconds: number
  /**
   * The page heap after a full GC: online and idle with an empty outbox before the ops were queued
   * (the state the drain returns the page to), offline with the ops queued, and online and idle
   * again after the drain (and the refresh it started).
   */
  heapBefore: number
  heapQueued: number
  heapAfter: number
}

const pendingCount = (page: Page, count: number) =>
  page.locator(`[data-sync-status][data-pending-count="${count}"]`)

/**
 * Once the outbox is empty (and the heap is read), goes offline, `queue`s ops as the signed-in user, reloads, waits for
 * `shown` (the screen's content) and the top bar's count, then times the drain after going online.
 */
export async function timeDrain(
  context: BrowserContext,
  page: Page,
  queue: (userId: number) => Promise<number>,
  shown: () => Promise<unknown> = () => Promise.resolve(),
): Promise<DrainFigures> {
  const userId = await profileId(context)
  await pendingCount(page, 0).waitFor({ timeout: 60_000 })
  await waitAvailableOffline(page)
  const heapBefore = await settledHeap(context, page)
  await context.setOffline(true)
  const queued = await queue(userId)
  await page.reload()
  await shown()
  await pendingCount(page, queued).waitFor({ timeout: 60_000 })
  const heapQueued = await usedHeap(context, page)
  const started = performance.now()
  await context.setOffline(false)
  await pendingCount(page, 0).waitFor({ timeout: 600_000 })
  const seconds = (performance.now() - started) / 1000
  // Coming online also starts the briefcase's refresh: its answers in flight are working memory,
  // not what the drain left behind, so the heap is read once it has finished.
  await waitAvailableOffline(page)
  return { queued, seconds, heapBefore, heapQueued, heapAfter: await settledHeap(context, page) }
}
