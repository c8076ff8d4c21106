/**
 * Fractional order keys (after Excalidraw's fractionalIndex.ts): strings over base-62 digits read
 * as fractions, compared as plain strings. A key can always be made between two others, so moving
 * one card writes one key, whatever the column holds.
 */

export const KEY_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const BASE = KEY_DIGITS.length

const digitAt = (key: string, index: number): number => {
  const char = key[index]
  return char === undefined ? 0 : KEY_DIGITS.indexOf(char)
}

function assertKey(key: string): void {
  if (key.endsWith('0') || [...key].some((char) => !KEY_DIGITS.includes(char))) {
    throw new Error(`Invalid order key "${key}"`)
  }
}

/** The fraction strictly between `low` ('' = 0) and `high` (null = 1); neither ends in 0. */
function midpoint(low: string, high: string | null): string {
  if (high !== null) {
    let shared = 0
    while (shared < high.length && digitAt(low, shared) === digitAt(high, shared)) shared++
    if (shared > 0) {
      return high.slice(0, shared) + midpoint(low.slice(shared), high.slice(shared))
    }
  }
  const lowDigit = digitAt(low, 0)
  const highDigit = high === null ? BASE : digitAt(high, 0)
  if (highDigit - lowDigit > 1) return KEY_DIGITS[Math.round((lowDigit + highDigit) / 2)]!
  // Adjacent first digits: keep low's digit and go one place deeper.
  if (high !== null && high.length > 1) return high.slice(0, 1)
  return KEY_DIGITS[lowDigit]! + midpoint(low.slice(1), null)
}

/** A key that sorts after `before` and before `after` (null: no bound on that side). */
export function keyBetween(before: string | null, after: string | null): string {
  if (before !== null) assertKey(before)
  if (after !== null) assertKey(after)
  if (before !== null && after !== null && before >= after) {
    throw new Error(`Order key "${before}" is not before "${after}"`)
  }
  return midpoint(before ?? '', after)
}

/** `count` ascending keys between two bounds, evenly spread (short keys for a whole column). */
export function keysBetween(before: string | null, after: string | null, count: number): string[] {
  if (count <= 0) return []
  if (count === 1) return [keyBetween(before, after)]
  const middle = Math.floor(count / 2)
  const pivot = keyBetween(before, after)
  return [
    ...keysBetween(before, pivot, middle),
    pivot,
    ...keysBetween(pivot, after, count - middle - 1),
  ]
}
