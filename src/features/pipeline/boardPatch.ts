/**
 * The board after a few deals changed, from the board before: the changed cards leave their
 * columns and enter their new ones at their place in the column's order (boardModel.ts), the
 * totals move by their values. At 50,000 deals a board built again from its 31,000 cards took
 * about 35 ms of the main thread, and every drop, settle and live change built it once or twice;
 * a patch reads only the changed rows. It gives exactly what buildBoard would give.
 */
import { normaliseStage } from '../../domain/stages.ts'
import { isOpenDeal, type DealRow } from '../../entities/deals/dealRows.ts'
import type { TableSnapshot } from '../../store/tableMirror.ts'
import {
  buildBoard,
  editableColumn,
  putCard,
  takeCard,
  type BoardColumnModel,
  type BoardModel,
} from './boardModel.ts'

/** A board with what it was built from, so that the next one can be patched from it. */
export interface BoardBuild {
  board: BoardModel
  listIds: readonly number[]
  /** Each listed id's first place in the list (the order of cards no one placed). */
  listPlace: ReadonlyMap<number, number>
  stored: TableSnapshot<DealRow>
  keys: ReadonlyMap<number, string>
}

/** More changed cards than this share of the board: it is built again, not patched. */
const PATCH_SHARE = 8

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
  a === b || (a.length === b.length && a.every((id, index) => id === b[index]))

function placesOf(listIds: readonly number[]): Map<number, number> {
  const places = new Map<number, number>()
  listIds.forEach((id, index) => {
    if (!places.has(id)) places.set(id, index)
  })
  return places
}

/** The ids whose order key was added, changed or removed. */
function changedKeys(
  before: ReadonlyMap<number, string>,
  after: ReadonlyMap<number, string>,
): number[] {
  if (before === after) return []
  const changed: number[] = []
  for (const [id, key] of after) if (before.get(id) !== key) changed.push(id)
  for (const id of before.keys()) if (!after.has(id)) changed.push(id)
  return changed
}

/** The board for `listIds`, `stored` and `keys`: patched from `before` when it can be. */
export function nextBoard(
  before: BoardBuild | null,
  listIds: readonly number[],
  stored: TableSnapshot<DealRow>,
  keys: ReadonlyMap<number, string>,
): BoardBuild {
  const built = (): BoardBuild => ({
    board: buildBoard(listIds, stored.rows, keys),
    listIds,
    listPlace: placesOf(listIds),
    stored,
    keys,
  })
  if (!before || !sameIds(before.listIds, listIds)) return built()
  const rows = before.stored === stored ? new Set<number>() : stored.changedSince?.(before.stored)
  if (!rows) return built()
  const changed = new Set([...rows, ...changedKeys(before.keys, keys)])
  if (changed.size > Math.max(1, before.board.count / PATCH_SHARE)) return built()
  const board =
    changed.size === 0
      ? before.board
      : patchBoard(before.board, before.listPlace, stored.rows, keys, changed)
  return { board, listIds: before.listIds, listPlace: before.listPlace, stored, keys }
}

/**
 * The board of a list, stored deals and keys, patched from the one it gave last when it can be
 * (a screen's memo: the last build stays with it).
 */
export function boardMemo(): (
  listIds: readonly number[],
  stored: TableSnapshot<DealRow>,
  keys: ReadonlyMap<number, string>,
) => BoardModel {
  let last: BoardBuild | null = null
  return (listIds, stored, keys) => {
    last = nextBoard(last, listIds, stored, keys)
    return last.board
  }
}

/**
 * `board` with the cards of `changed` as `stored` and `keys` now say; `listPlace` holds the listed
 * ids (a deal the list does not hold is never on the board).
 */
export function patchBoard(
  board: BoardModel,
  listPlace: ReadonlyMap<number, number>,
  stored: ReadonlyMap<number, DealRow>,
  keys: ReadonlyMap<number, string>,
  changed: ReadonlySet<number>,
): BoardModel {
  const byId = new Map(board.byId)
  const columns = [...board.columns]
  const copied = new Set<number>()
  const column = (deal: DealRow): BoardColumnModel => {
    const index = normaliseStage(deal.stage) - 1
    if (!copied.has(index)) {
      columns[index] = editableColumn(columns[index]!)
      copied.add(index)
    }
    return columns[index]!
  }
  // Placed cards first by key (then id), the others in the list's order: buildBoard's order.
  const before = (a: number, b: number): boolean => {
    const keyA = keys.get(a)
    const keyB = keys.get(b)
    if (keyA !== undefined && keyB !== undefined) {
      return keyA < keyB || (keyA === keyB && a < b)
    }
    if (keyA !== undefined || keyB !== undefined) return keyA !== undefined
    return listPlace.get(a)! < listPlace.get(b)!
  }

  const listed = [...changed].filter((id) => listPlace.has(id))
  for (const id of listed) {
    const shown = board.byId.get(id)
    if (!shown) continue
    const from = column(shown)
    takeCard(from, from.ids.indexOf(id), shown)
    byId.delete(id)
  }
  for (const id of listed) {
    const deal = stored.get(id)
    if (!deal || !isOpenDeal(deal)) continue
    const to = column(deal)
    let low = 0
    let high = to.ids.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (before(to.ids[middle]!, id)) low = middle + 1
      else high = middle
    }
    putCard(to, low, deal)
    byId.set(id, deal)
  }
  const total = columns.reduce((sum, each) => sum + each.total, 0)
  return { columns, byId, count: byId.size, total }
}
