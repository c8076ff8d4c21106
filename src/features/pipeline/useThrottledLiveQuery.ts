/**
 * A live query that stays cheap while changes pour in (the outbox draining hundreds of ops): a
 * change after a quiet moment is read at once (a drop renders without delay); when changes keep
 * coming, reading stops for a pause and then reads once for all of them, the pause growing from
 * `minGapMs` to `maxGapMs` while the burst lasts.
 */
import { liveQuery, type Subscription } from 'dexie'
import { useEffect, useState } from 'react'

export interface Throttle {
  minGapMs: number
  maxGapMs: number
}

export function useThrottledLiveQuery<A, T>(
  query: (arg: A) => Promise<T>,
  arg: A,
  throttle: Throttle,
): T | undefined {
  const [result, setResult] = useState<{ arg: A; value: T } | undefined>(undefined)
  const { minGapMs, maxGapMs } = throttle

  useEffect(() => {
    let subscription: Subscription | null = null
    let timer: ReturnType<typeof setTimeout> | null = null
    let closed = false
    let pause = minGapMs
    let lastChangeAt = Number.NEGATIVE_INFINITY
    const later = (run: () => void, ms: number) => {
      timer = setTimeout(() => {
        if (!closed) run()
      }, ms)
    }
    const watch = () => {
      let initial = true
      subscription = liveQuery(() => query(arg)).subscribe({
        next(value) {
          setResult({ arg, value })
          if (initial) {
            initial = false
            return
          }
          const now = performance.now()
          const quiet = now - lastChangeAt >= pause
          lastChangeAt = now
          if (quiet) {
            pause = minGapMs
            return
          }
          subscription?.unsubscribe()
          later(watch, pause)
          pause = Math.min(maxGapMs, pause * 2)
        },
        error() {
          // A failed read keeps the last result and tries again a little later.
          later(watch, maxGapMs)
        },
      })
    }
    watch()
    return () => {
      closed = true
      subscription?.unsubscribe()
      if (timer) clearTimeout(timer)
    }
  }, [query, arg, minGapMs, maxGapMs])

  return result && Object.is(result.arg, arg) ? result.value : undefined
}
