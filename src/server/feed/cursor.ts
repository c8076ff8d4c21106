/**
 * Feed cursors: a transaction horizon (an xid8) with what else decides a device's scope and is not
 * in the log: the database's feed epoch (renewed when the data is reset), the month the window
 * ended in (the invoice lists' months and the kept targets' years move with it) and the role of the
 * user it was answered to (a role decides which kinds a device keeps). A cursor that differs in one
 * of them is answered a full window of what it changes. Written as text: '2.<epoch>.<YYYYMM>.<role>.<txid>'.
 */

export interface Cursor {
  epoch: number
  /** YYYYMM of the window's end. */
  period: number
  roleId: number
  txid: bigint
}

const VERSION = '2'
const PATTERN = /^2\.(\d{1,7})\.(\d{6})\.(\d{1,3})\.(\d{1,20})$/

export const encodeCursor = (cursor: Cursor): string =>
  [VERSION, cursor.epoch, cursor.period, cursor.roleId, cursor.txid].join('.')

/**
 * null for '0' (a device that holds nothing yet) and for a cursor of another form (an earlier
 * version's): both are answered a full window.
 */
export function decodeCursor(text: string): Cursor | null {
  const match = PATTERN.exec(text)
  if (!match) return null
  return {
    epoch: Number(match[1]),
    period: Number(match[2]),
    roleId: Number(match[3]),
    txid: BigInt(match[4]!),
  }
}

/** The month a window ends in, as YYYYMM (the server's calendar, as the month boards use). */
export const periodOf = (today: Date): number => today.getFullYear() * 100 + today.getMonth() + 1
