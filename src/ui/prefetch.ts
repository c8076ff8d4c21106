/**
 * Code the landing screen does not draw (dialogs, other tabs, the search box's list) is fetched
 * when the page has nothing else to do, once the screen has drawn what it came for: a screen
 * says so with `markLanded()` (the pipeline when its cards are on screen), any other a while
 * after it first queued something. So the first cards never wait for code they do not need, and
 * a dialog opened later finds its code already here. (The sign-in page queues nothing: time spent
 * typing there does not start it, so the board's code does not compete with its first pull.)
 */
import { whenIdle } from './whenIdle.ts'

/** A screen that never calls markLanded lets prefetching start this long after its first queue. */
const FALLBACK_AFTER_FIRST_QUEUE_MS = 3_000

type Load = () => Promise<unknown>

const queue: Load[] = []
let landed = false
let draining = false
let fallbackArmed = false

/** The longest a queued load waits for an idle moment. */
const IDLE_WAIT_MS = 2_000

const idle = (run: () => void): void => void whenIdle(run, IDLE_WAIT_MS)

function drain(): void {
  if (draining || !landed) return
  draining = true
  const next = () => {
    const load = queue.shift()
    if (!load) {
      draining = false
      return
    }
    // One chunk per idle period; a failed fetch (offline) is left to the first real use.
    void load()
      .catch(() => undefined)
      .finally(() => idle(next))
  }
  idle(next)
}

/** Queues `load` (a component's preload, a module's import) for an idle moment after landing. */
export function prefetchWhenIdle(...loads: Load[]): void {
  queue.push(...loads)
  if (!fallbackArmed) {
    fallbackArmed = true
    setTimeout(markLanded, FALLBACK_AFTER_FIRST_QUEUE_MS)
  }
  drain()
}

/**
 * Puts `load` ahead of every load queued, for the first idle moment after landing. Unlike
 * prefetchWhenIdle it never starts prefetching by itself: on a page that never lands (the sign-in
 * page) it waits.
 */
export function loadFirstWhenLanded(load: Load): void {
  queue.unshift(load)
  drain()
}

const landingWaits = new Set<() => void>()

/** The screen drew what it came for: idle prefetching may start, and landedOrIdle's waits end. */
export function markLanded(): void {
  for (const wait of landingWaits) wait()
  if (landed) return
  landed = true
  drain()
}

/**
 * Resolves once the frame after the screen's next markLanded is painted, or when the page is idle
 * (at the latest `timeoutMs` from now), whichever comes first. A first pull hands its list's
 * first screen to the page and waits for this before it writes the whole answer: that write's
 * cloning of thousands of rows would hold the main thread, and the screen's drawing, back.
 */
export function landedOrIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      landingWaits.delete(afterFrame)
      cancelIdle()
      resolve()
    }
    const afterFrame = () => {
      landingWaits.delete(afterFrame)
      requestAnimationFrame(() => setTimeout(end, 0))
    }
    landingWaits.add(afterFrame)
    const cancelIdle = whenIdle(end, timeoutMs)
  })
}
