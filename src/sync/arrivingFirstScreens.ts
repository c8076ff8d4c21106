/**
 * A first pull's first screen, held in memory while the pull's one transaction writes the whole
 * answer (pull.ts): the page draws these rows at once instead of reading them back, as its reads
 * of the list would wait behind that transaction. A failed write forgets them at once; after a
 * stored one the board forgets them once it draws from the device's own rows (a page that never
 * opens the board keeps at most these few rows until it reloads).
 */
import type { Row } from './syncDb.ts'

const arriving = new Map<string, readonly Row[]>()
const listeners = new Set<() => void>()

const tell = () => {
  for (const listener of listeners) listener()
}

/** Offers `rows` as the first screen of list `key` until it is forgotten. */
export function offerFirstScreen(key: string, rows: readonly Row[]): void {
  arriving.set(key, rows)
  tell()
}

export function forgetFirstScreen(key: string): void {
  if (arriving.delete(key)) tell()
}

/** The rows offered for list `key`, or undefined: the same array until the offer changes. */
export const arrivingFirstScreen = (key: string): readonly Row[] | undefined => arriving.get(key)

/** Calls `listener` at every offer and every forgetting; answers the unsubscribe. */
export function onArrivingFirstScreens(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
