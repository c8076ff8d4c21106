/**
 * A report answer as a screen shows it: what the device holds for the path (live), pulled again
 * on opening, when the path changes and on the `online` event. The screen never waits for it.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { useCallback } from 'react'
import type { Route } from '../../contract/route.ts'
import { db } from '../../entities/db.ts'
import { heldAnswer, pullAnswer, type HeldAnswer } from '../../entities/reports/answers.ts'
import { syncEngine } from '../../app/sync/syncEngine.ts'
import { usePull, type PullState } from '../sync/index.ts'

export interface HeldAnswerState<T> extends PullState {
  /** undefined while it is read; null when this device never fetched the path. */
  held: HeldAnswer<T> | null | undefined
}

/** `path` null: nothing to show yet. */
export function useHeldAnswer<T>(
  route: Route<unknown, unknown, T, unknown>,
  userId: number,
  path: string | null,
): HeldAnswerState<T> {
  const held = useLiveQuery(
    async () => (path === null ? null : heldAnswer<T>(db, userId, path)),
    [userId, path],
  )
  const pull = useCallback(
    () =>
      path === null
        ? Promise.resolve()
        : pullAnswer(db, syncEngine.transport, userId, route, path),
    [route, userId, path],
  )
  return { held, ...usePull(path === null ? null : `answer ${userId} ${path}`, pull) }
}
