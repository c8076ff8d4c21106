/**
 * The board as shown: the stored board, with the last drop laid over it from the moment it is
 * made until the stores show it. A refused write takes the overlay away at once; a write the
 * stores never show as dropped (someone else's change read at the same time) a moment after it
 * ended.
 */
import { useCallback, useMemo, useState } from 'react'
import type { BoardModel } from './boardModel.ts'
import { boardShowsDrop, boardWithDrop, type CardDrop } from './shownDrop.ts'

/** How long after its write a drop the stores do not show stays laid over the board. */
export const SHOWN_DROP_GRACE_MS = 1_000

export interface ShownDrop {
  board: BoardModel
  /** A drop is shown that the stores do not show yet (its write may still be running). */
  landing: boolean
  showDrop(drop: CardDrop, write: Promise<void>): void
}

export function useShownDrop(stored: BoardModel): ShownDrop {
  const [drop, setDrop] = useState<CardDrop | null>(null)

  const landed = drop !== null && boardShowsDrop(stored, drop)
  if (landed) setDrop(null)

  const showDrop = useCallback((next: CardDrop, write: Promise<void>) => {
    setDrop(next)
    const clear = () => setDrop((current) => (current === next ? null : current))
    write.then(() => setTimeout(clear, SHOWN_DROP_GRACE_MS), clear)
  }, [])

  const landing = drop !== null && !landed
  const board = useMemo(
    () => (drop && landing ? boardWithDrop(stored, drop) : stored),
    [stored, drop, landing],
  )
  return { board, landing, showDrop }
}
