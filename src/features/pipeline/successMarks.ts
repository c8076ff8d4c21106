/**
 * The success mark of a card: shown for SUCCESS_MARK_MS after the server accepted a change to the
 * deal (core-spec section 4). A small external store each shown card subscribes to for its own
 * deal, so a mark re-renders one card, not the board.
 */
import { useSyncExternalStore } from 'react'
import { SUCCESS_MARK_MS } from '../../domain/pipelineBoard.ts'

let marked: ReadonlySet<number> = new Set()
const timers = new Map<number, ReturnType<typeof setTimeout>>()
const listeners = new Set<() => void>()

function publish(next: Set<number>): void {
  marked = next
  for (const listener of listeners) listener()
}

export function markSynced(dealId: number, forMs: number = SUCCESS_MARK_MS): void {
  const running = timers.get(dealId)
  if (running) clearTimeout(running)
  timers.set(
    dealId,
    setTimeout(() => {
      timers.delete(dealId)
      const next = new Set(marked)
      next.delete(dealId)
      publish(next)
    }, forMs),
  )
  if (!marked.has(dealId)) publish(new Set(marked).add(dealId))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Whether the server accepted a change to the deal in the last 2 seconds (re-renders that card only). */
export function useSuccessMark(dealId: number): boolean {
  return useSyncExternalStore(subscribe, () => marked.has(dealId))
}
