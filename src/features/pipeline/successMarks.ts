/**
 * The success mark of a card: shown for SUCCESS_MARK_MS after the server accepted a change to the
 * deal (core-spec section 4), as "merged" when the change was rebased on another one made on the
 * server meanwhile (src/sync/merge.ts). A small external store each shown card subscribes to for
 * its own deal, so a mark re-renders one card, not the board.
 */
import { useSyncExternalStore } from 'react'
import { SUCCESS_MARK_MS } from '../../domain/pipelineBoard.ts'

export type SuccessMark = 'synced' | 'merged'

let marked: ReadonlyMap<number, SuccessMark> = new Map()
const timers = new Map<number, ReturnType<typeof setTimeout>>()
const listeners = new Set<() => void>()

function publish(next: Map<number, SuccessMark>): void {
  marked = next
  for (const listener of listeners) listener()
}

export function markSynced(
  dealId: number,
  forMs: number = SUCCESS_MARK_MS,
  mark: SuccessMark = 'synced',
): void {
  const running = timers.get(dealId)
  if (running) clearTimeout(running)
  timers.set(
    dealId,
    setTimeout(() => {
      timers.delete(dealId)
      const next = new Map(marked)
      next.delete(dealId)
      publish(next)
    }, forMs),
  )
  if (marked.get(dealId) !== mark) publish(new Map(marked).set(dealId, mark))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * The mark of a deal the server accepted a change to in the last 2 seconds, null when none
 * (re-renders that card only).
 */
export function useSuccessMark(dealId: number): SuccessMark | null {
  const current = () => marked.get(dealId) ?? null
  return useSyncExternalStore(subscribe, current, current)
}
