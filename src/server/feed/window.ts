import { badRequest } from '../http/errors.ts'
import { decodeCursor, encodeCursor, periodOf } from './cursor.ts'
import type { LogState } from './log.ts'

/** The transactions [from, to) of one window; full: list everything in scope instead. */
export interface FeedWindow {
  full: boolean
  from: bigint
  to: bigint
  /** `to` as the cursor answered to the device. */
  until: string
  /** YYYYMM the window ends in. */
  period: number
  /** The month of the cursor it starts at (null: none, a full window). */
  sincePeriod: number | null
}

/**
 * The window a page belongs to. Its first page (no `until`) ends it at the current xmin in the
 * current month; a cursor of '0', of another epoch (the data was reset), of another role (another
 * scope), older than the log's horizon (pruned) or ahead of this database (a restored backup)
 * asks for everything.
 */
export function resolveWindow(
  query: { since: string; until: string | undefined; after: string | undefined },
  state: LogState,
  roleId: number,
  today: Date = new Date(),
): FeedWindow {
  let to = state.xmin
  let period = periodOf(today)
  if (query.until === undefined) {
    if (query.after !== undefined) throw badRequest('until is required with after')
  } else {
    const until = decodeCursor(query.until)
    if (!until || until.epoch !== state.epoch || until.txid > state.xmin) {
      throw badRequest('until must be a cursor this server answered')
    }
    to = until.txid
    period = until.period
  }
  const since = decodeCursor(query.since)
  const incremental =
    since !== null &&
    since.epoch === state.epoch &&
    since.roleId === roleId &&
    since.txid >= state.horizon &&
    since.txid <= to
  return {
    full: !incremental,
    from: incremental ? since.txid : 0n,
    to,
    until: encodeCursor({ epoch: state.epoch, period, roleId, txid: to }),
    period,
    sincePeriod: incremental ? since.period : null,
  }
}

/** What moves a kind's scope with the calendar: its rows are listed whole in a new one. */
export type ScopePeriod = 'month' | 'year'

/** Whether the window lists a kind of this period whole (full, or a new month or year). */
export function listsWhole(window: FeedWindow, period: ScopePeriod | undefined): boolean {
  if (window.full || window.sincePeriod === null) return true
  if (period === 'month') return window.sincePeriod !== window.period
  if (period === 'year')
    return Math.floor(window.sincePeriod / 100) !== Math.floor(window.period / 100)
  return false
}
