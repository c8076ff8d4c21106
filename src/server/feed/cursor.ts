/**
 * Feed cursors: a transaction horizon (an xid8) tagged with the database's feed epoch, as decimal
 * text. The epoch changes when the data is reset, so a cursor of an earlier data set is told apart
 * from one of this data set and answered with a full window.
 */

const TXID_BITS = 44n
const TXID_MASK = (1n << TXID_BITS) - 1n

export interface Cursor {
  epoch: number
  txid: bigint
}

export const encodeCursor = (cursor: Cursor): string =>
  ((BigInt(cursor.epoch) << TXID_BITS) | cursor.txid).toString()

/** null for '0', the cursor of a device that holds nothing yet. */
export function decodeCursor(text: string): Cursor | null {
  const value = BigInt(text)
  if (value === 0n) return null
  return { epoch: Number(value >> TXID_BITS), txid: value & TXID_MASK }
}
