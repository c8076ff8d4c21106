/**
 * The board's first screen, kept for the next cold start (store/firstScreenCopies.ts): the filter,
 * when its list was fetched, each column's count and value, and the cards a column shows before it
 * is scrolled. It stands in for the board until the device's own reads answer; its cards cannot
 * be carried meanwhile.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { PipelineFilter } from '../../contract/pipeline.ts'
import { STAGES, type StageId } from '../../domain/stages.ts'
import type { DealRow, PulledList } from '../../entities/deals/dealRows.ts'
import { db } from '../../entities/db.ts'
import {
  arrivingFirstScreen,
  forgetFirstScreen,
  onArrivingFirstScreens,
} from '../../sync/arrivingFirstScreens.ts'
import { userOpCount } from '../../sync/syncDb.ts'
import { dropCopy, keepCopy, onCopiesForgotten, readCopy } from '../../store/firstScreenCopies.ts'
import { buildBoard, type BoardModel } from './boardModel.ts'
import { whenIdle } from '../../ui/whenIdle.ts'
import { CARD_GAP, CARD_HEIGHT } from './CardFace.tsx'

const COPY_NAME = 'board'
/** Bumped when the shape changes: an older app's copy is not drawn. */
const SHAPE = 1
/**
 * After a write forgot the copy, the board is kept again this long after, unless it is drawn again
 * meanwhile (what the write changed is re-read within about 100 ms): the board on screen may
 * still be the one from before the write.
 */
export const KEEP_AFTER_WRITE_MS = 1_000
/** The longest a drawn board waits for an idle moment before it keeps its copy. */
const KEEP_IDLE_WAIT_MS = 1_000

export interface BoardFirstScreen {
  shape: typeof SHAPE
  filter: PipelineFilter
  fetchedAt: number
  count: number
  total: number
  columns: { stage: StageId; total: number; count: number; deals: DealRow[] }[]
}

/** The first `rows` cards of each column of `board`, with every column's count and value. */
export function firstScreenOf(
  filter: PipelineFilter,
  fetchedAt: number,
  board: BoardModel,
  rows: number,
): BoardFirstScreen {
  return {
    shape: SHAPE,
    filter,
    fetchedAt,
    count: board.count,
    total: board.total,
    columns: board.columns.map((column) => ({
      stage: column.stage,
      total: column.total,
      count: column.deals.length,
      deals: column.deals.slice(0, rows),
    })),
  }
}

/** The board a copy draws: each column's first cards, and its count and value. */
export function boardOfFirstScreen(copy: BoardFirstScreen): BoardModel {
  const byId = new Map<number, DealRow>()
  const columns = STAGES.map((stage, index) => {
    const column = copy.columns[index]!
    for (const deal of column.deals) byId.set(deal.dealId, deal)
    return {
      stage: stage.id,
      name: stage.name,
      ids: column.deals.map((deal) => deal.dealId),
      deals: column.deals,
      total: column.total,
      count: column.count,
    }
  })
  return { columns, byId, count: copy.count, total: copy.total }
}

/** The copy when it was drawn with `filter`, else null. */
export const copyFor = (
  copy: BoardFirstScreen | null,
  filter: PipelineFilter,
): BoardFirstScreen | null =>
  copy && JSON.stringify(copy.filter) === JSON.stringify(filter) ? copy : null

/** The user's copy, when it is of this app's shape (read once: it stands in for one first draw). */
export function readBoardFirstScreen(userId: number): BoardFirstScreen | null {
  const copy = readCopy<BoardFirstScreen>(COPY_NAME, userId)
  const whole =
    copy?.shape === SHAPE &&
    copy.columns.length === STAGES.length &&
    copy.columns.every((column, index) => column.stage === STAGES[index]!.id)
  return whole ? copy : null
}

/** The copy read when the page opened, until a board of the device's own reads is drawn. */
export function useBoardFirstScreen(userId: number, drawn: boolean): BoardFirstScreen | null {
  const [copy] = useState(() => readBoardFirstScreen(userId))
  return drawn ? null : copy
}

/**
 * Keeps `copy()` as the user's board copy (nothing when it answers null), or drops the copy kept
 * while the user's outbox holds ops: the service worker may send them with no page open, and what
 * it writes then cannot forget a copy (it has no localStorage).
 */
export async function keepUnlessOpsWait(
  userId: number,
  copy: () => BoardFirstScreen | null,
): Promise<void> {
  const waiting = (await userOpCount(db, userId)) > 0
  const value = copy()
  if (!value) return
  if (waiting) dropCopy(COPY_NAME)
  else keepCopy(COPY_NAME, userId, value)
}

export interface ShownBoard {
  board: BoardModel | null
  list: { fetchedAt: number | undefined } | null | undefined
  /** The copy, or a first pull's first screen, stands in for the board. */
  standIn: boolean
  /** Only each column's first cards are known: the totals would count part of the list. */
  partial: boolean
}

const NO_KEYS: ReadonlyMap<number, string> = new Map()

/**
 * The first cards of each column of a first pull's answer while the pull writes it whole
 * (sync/arrivingFirstScreens.ts), until the device's own board is drawn; then they are forgotten.
 */
export function useArrivingBoard(listKey: string, drawn: boolean): BoardModel | null {
  const snapshot = () => arrivingFirstScreen(listKey)
  const rows = useSyncExternalStore(onArrivingFirstScreens, snapshot, snapshot)
  useEffect(() => {
    if (drawn && rows) forgetFirstScreen(listKey)
  }, [drawn, rows, listKey])
  return useMemo(() => {
    if (drawn || !rows) return null
    const deals = rows as unknown as DealRow[]
    const byId = new Map(deals.map((deal) => [deal.dealId, deal]))
    return buildBoard([...byId.keys()], byId, NO_KEYS)
  }, [drawn, rows])
}

/**
 * The board and list to draw: the device's own once read; meanwhile the copy (not for a list never
 * pulled here: the device was wiped since, or it is new), else a first pull's first screen
 * (`arriving`). `onDrawn` once the device's own is.
 */
export function useCopyUntilDrawn(
  copy: BoardFirstScreen | null,
  arriving: BoardModel | null,
  list: PulledList | null | undefined,
  board: BoardModel | null,
  onDrawn: () => void,
): ShownBoard {
  const drawn = board !== null
  useEffect(() => {
    if (drawn) onDrawn()
  }, [drawn, onDrawn])
  const standIn = !board && list !== null && copy ? copy : null
  const copyBoard = useMemo(() => standIn && boardOfFirstScreen(standIn), [standIn])
  if (standIn) {
    const shownList = list ?? { fetchedAt: standIn.fetchedAt }
    return { board: copyBoard, list: shownList, standIn: true, partial: false }
  }
  if (!board && arriving) {
    return { board: arriving, list: { fetchedAt: undefined }, standIn: true, partial: true }
  }
  return { board, list, standIn: false, partial: false }
}

/** How many cards a column shows before it is scrolled, on this screen. */
const rowsOnScreen = (): number =>
  Math.ceil((globalThis.innerHeight ?? 1080) / (CARD_HEIGHT + CARD_GAP)) + 1

/**
 * Keeps the board drawn from the device's reads as the next cold start's copy once the page is
 * idle after drawing it, and again after a write forgot the copy; none while ops wait to be sent.
 */
export function useKeepBoardFirstScreen(
  userId: number,
  filter: PipelineFilter,
  list: PulledList | null | undefined,
  board: BoardModel | null,
): void {
  const fetchedAt = list?.fetchedAt
  useEffect(() => {
    // A list still filling (no fetch time yet) counts only part of its cards.
    if (!board || fetchedAt === undefined) return
    let live = true
    const keep = () =>
      void keepUnlessOpsWait(userId, () =>
        live ? firstScreenOf(filter, fetchedAt, board, rowsOnScreen()) : null,
      )
    let idle: (() => void) | null = whenIdle(keep, KEEP_IDLE_WAIT_MS)
    let timer: ReturnType<typeof setTimeout> | undefined
    const stopListening = onCopiesForgotten(() => {
      idle?.()
      idle = null
      clearTimeout(timer)
      timer = setTimeout(keep, KEEP_AFTER_WRITE_MS)
    })
    return () => {
      live = false
      idle?.()
      clearTimeout(timer)
      stopListening()
    }
  }, [userId, filter, fetchedAt, board])
}
