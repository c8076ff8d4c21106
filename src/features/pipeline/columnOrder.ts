/**
 * The order of cards in a column: cards a person placed (they have an order key) first, by key;
 * the others after them, in the order the server answered. Placing a card writes one key between
 * its new neighbours; when a neighbour has no key yet, the column's cards down to the drop point
 * are given keys once, in the order shown. Keys grow a little each time a card lands at the very
 * top or bottom; past MAX_KEY_LENGTH the placed cards get fresh, short keys (one write each).
 */
import type { CardOrderRow } from '../../entities/deals/cardOrder.ts'
import { keyBetween, keysBetween } from './orderKeys.ts'

/** Sorts a column's deal ids; `ids` is the server's order. */
export function orderColumn(ids: readonly number[], keys: ReadonlyMap<number, string>): number[] {
  const placed = ids.filter((id) => keys.has(id))
  placed.sort((a, b) => {
    const keyA = keys.get(a)!
    const keyB = keys.get(b)!
    return keyA < keyB ? -1 : keyA > keyB ? 1 : a - b
  })
  return [...placed, ...ids.filter((id) => !keys.has(id))]
}

export interface Placement {
  put: CardOrderRow[]
}

export const MAX_KEY_LENGTH = 12

/**
 * Keys that put `dealId` at `index` of the column shown as `column` (which may or may not hold
 * it already; index counts the column without it).
 */
export function placeCard(
  column: readonly number[],
  keys: ReadonlyMap<number, string>,
  dealId: number,
  index: number,
): Placement {
  const others = column.filter((id) => id !== dealId)
  const at = Math.max(0, Math.min(index, others.length))
  const before = at > 0 ? others[at - 1]! : null
  const after = at < others.length ? others[at]! : null
  const unplacedFrom = others.findIndex((id) => !keys.has(id))
  const firstUnplaced = unplacedFrom === -1 ? others.length : unplacedFrom

  if (at <= firstUnplaced) {
    // Both neighbours carry keys (or are the column's ends): one key between them.
    const low = before === null ? null : keys.get(before)!
    const high = after === null || !keys.has(after) ? null : keys.get(after)!
    const key = keyBetween(low, high)
    if (key.length <= MAX_KEY_LENGTH) return { put: [{ dealId, key }] }
    const placed = others.slice(0, firstUnplaced)
    placed.splice(at, 0, dealId)
    const fresh = keysBetween(null, null, placed.length)
    return { put: placed.map((id, i) => ({ dealId: id, key: fresh[i]! })) }
  }
  // The drop point lies among cards in server order: key them (and the card) as shown.
  const low = firstUnplaced === 0 ? null : keys.get(others[firstUnplaced - 1]!)!
  const sequence = [...others.slice(firstUnplaced, at), dealId]
  const fresh = keysBetween(low, null, sequence.length)
  return { put: sequence.map((id, i) => ({ dealId: id, key: fresh[i]! })) }
}
