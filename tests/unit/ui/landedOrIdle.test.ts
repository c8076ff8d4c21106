import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The page's idle callbacks and frames, run when the test says. */
function installFrames() {
  const idle = new Map<number, () => void>()
  const frames: (() => void)[] = []
  let next = 1
  vi.stubGlobal('requestIdleCallback', (run: () => void) => {
    idle.set(next, run)
    return next++
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle))
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run))
  return {
    runIdle: () => {
      for (const [handle, run] of [...idle]) {
        idle.delete(handle)
        run()
      }
    },
    paintFrame: () => frames.splice(0).forEach((run) => run()),
    idleWaiting: (handle: number) => idle.has(handle),
  }
}

beforeEach(() => {
  vi.resetModules()
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const resolvedYet = async (promise: Promise<void>): Promise<boolean> => {
  let done = false
  void promise.then(() => (done = true))
  await vi.advanceTimersByTimeAsync(0)
  return done
}

describe('landedOrIdle: the wait of a first pull between its first screen and the rest', () => {
  it('ends after the frame that follows the screen landing, and stops waiting for idle', async () => {
    const page = installFrames()
    const { landedOrIdle, markLanded } = await import('../../../src/ui/prefetch.ts')
    const wait = landedOrIdle(2_000)
    expect(await resolvedYet(wait)).toBe(false)
    markLanded()
    expect(await resolvedYet(wait)).toBe(false)
    page.paintFrame()
    expect(await resolvedYet(wait)).toBe(true)
    // Its own idle callback (the first asked) no longer waits.
    expect(page.idleWaiting(1)).toBe(false)
  })

  it('ends when the page is idle on a screen that never lands', async () => {
    const page = installFrames()
    const { landedOrIdle } = await import('../../../src/ui/prefetch.ts')
    const wait = landedOrIdle(2_000)
    page.paintFrame()
    expect(await resolvedYet(wait)).toBe(false)
    page.runIdle()
    expect(await resolvedYet(wait)).toBe(true)
  })

  it('waits for a landing after it was asked (one before it does not count)', async () => {
    const page = installFrames()
    const { landedOrIdle, markLanded } = await import('../../../src/ui/prefetch.ts')
    markLanded()
    page.paintFrame()
    const wait = landedOrIdle(2_000)
    page.paintFrame()
    expect(await resolvedYet(wait)).toBe(false)
    markLanded()
    page.paintFrame()
    expect(await resolvedYet(wait)).toBe(true)
  })
})
