/**
 * Code the landing screen does not draw (dialogs, other tabs, the search box's list) is fetched
 * when the page has nothing else to do, once the screen has drawn what it came for: a screen
 * says so with `markLanded()` (the pipeline when its cards are on screen), any other a while
 * after the page loaded. So the first cards never wait for code they do not need, and a dialog
 * opened later finds its code already here.
 */

/** A screen that never calls markLanded lets prefetching start this long after `load`. */
const FALLBACK_AFTER_LOAD_MS = 3_000

type Load = () => Promise<unknown>

const queue: Load[] = []
let landed = false
let draining = false

const idle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 })
  else setTimeout(run, 50)
}

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
  drain()
}

/** The screen drew what it came for: idle prefetching may start. */
export function markLanded(): void {
  if (landed) return
  landed = true
  drain()
}

if (typeof window !== 'undefined') {
  const fallback = () => setTimeout(markLanded, FALLBACK_AFTER_LOAD_MS)
  if (document.readyState === 'complete') fallback()
  else window.addEventListener('load', fallback, { once: true })
}
