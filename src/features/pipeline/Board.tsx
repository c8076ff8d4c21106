/**
 * The pipeline board: the five stage columns, the last drop laid over the stored board until the
 * stores show it, and a card's sync dialog. Cards draw first; drag and drop (DndBoard, loaded once
 * they are on screen) then takes over the same columns.
 */
import { useCallback, useEffect, useState } from 'react'
import type { Actor } from '../../domain/permissions.ts'
import { markLanded } from '../../ui/prefetch.ts'
import { BoardGrid } from './BoardGrid.tsx'
import type { BoardModel } from './boardModel.ts'
import { DealSyncDialog } from './LazyDealSyncDialog.tsx'
import { LoadedDndBoard, useDndBoardLoaded } from './LazyDndBoard.tsx'
import { StaticStageColumn } from './StageColumn.tsx'
import { useShownDrop } from './useShownDrop.ts'

interface BoardProps {
  board: BoardModel
  keys: ReadonlyMap<number, string>
  actor: Actor
  /** A first screen's copy stands in (boardFirstScreen.ts): its cards cannot be carried. */
  standIn?: boolean
}

/** Each card follows its own deal's sync state (useEntitySyncState): a drain re-renders only them. */
export function Board({ board: stored, keys, actor, standIn = false }: BoardProps) {
  const { board, landing, showDrop } = useShownDrop(stored)
  // Once cards are on screen, code for dialogs and other tabs may load when the page is idle (an
  // empty board may still be waiting for its first pull, which that code would slow down).
  const landed = !standIn && board.count > 0
  useEffect(() => {
    if (landed) markLanded()
  }, [landed])
  const dndLoaded = useDndBoardLoaded(landed)
  const [syncDealId, setSyncDealId] = useState<number | null>(null)
  const openSync = useCallback((dealId: number) => setSyncDealId(dealId), [])
  const syncDeal = syncDealId === null ? undefined : board.byId.get(syncDealId)

  const grid = { board, landing, actor, onOpenSync: openSync }
  return (
    <>
      {dndLoaded && !standIn ? (
        <LoadedDndBoard {...grid} keys={keys} showDrop={showDrop} />
      ) : (
        <BoardGrid {...grid} Column={StaticStageColumn} dndReady={false} standIn={standIn} />
      )}
      {syncDeal && <DealSyncDialog deal={syncDeal} onClose={() => setSyncDealId(null)} />}
    </>
  )
}
