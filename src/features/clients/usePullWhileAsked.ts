/**
 * A list pulled while a screen asks for it: again whenever `key` (what is asked) or `again` (a
 * sign that the device's own rows for it changed) changes while `ask` holds. Answers the key whose
 * last asking ended, answered or failed (the screen tells "loading" from "not here" by it).
 */
import { useEffect, useState } from 'react'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import type { ListPull } from '../../sync/pull.ts'

export function usePullWhileAsked(
  ask: boolean,
  key: string,
  pull: () => ListPull,
  again: string = '',
): string | null {
  const [answered, setAnswered] = useState<string | null>(null)
  useEffect(() => {
    if (!ask) return
    let live = true
    syncEngine
      .pull(pull())
      .catch(() => undefined)
      .finally(() => {
        if (live) setAnswered(key)
      })
    return () => {
      live = false
    }
    // The key names what `pull` asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask, key, again])
  return answered
}
