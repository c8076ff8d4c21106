import { badRequest } from '../http/errors.ts'
import { decodeCursor, encodeCursor } from './cursor.ts'
import type { EntityKind, LogState } from './log.ts'

/** The transactions [from, to) of one window; full: list everything in scope instead. */
export interface FeedWindow {
  full: boolean
  from: bigint
  to: bigint
  /** `to` as the cursor answered to the device. */
  until: string
}

/**
 * The window a page belongs to. Its first page (no `until`) ends it at the current xmin; a cursor
 * of '0', of another epoch (the data was reset), older than the log's horizon (pruned) or ahead of
 * this database (a restored backup) asks for everything.
 */
export function resolveWindow(
  query: { since: string; until: string | undefined; after: string | undefined },
  state: LogState,
): FeedWindow {
  let to = state.xmin
  if (query.until === undefined) {
    if (query.after !== undefined) throw badRequest('until is required with after')
  } else {
    const until = decodeCursor(query.until)
    if (!until || until.epoch !== state.epoch || until.txid > state.xmin) {
      throw badRequest('until must be a cursor this server answered')
    }
    to = until.txid
  }
  const since = decodeCursor(query.since)
  const incremental =
    since !== null && since.epoch === state.epoch && since.txid >= state.horizon && since.txid <= to
  return {
    full: !incremental,
    from: incremental ? since.txid : 0n,
    to,
    until: encodeCursor({ epoch: state.epoch, txid: to }),
  }
}

export const ENTITY_ORDER: readonly EntityKind[] = ['client', 'contact', 'deal']

export interface PagePosition {
  kind: EntityKind
  id: number
}

/** `next` and `after`: the last entity a page answered, as 'deal:123'. */
export const positionToken = (position: PagePosition): string => `${position.kind}:${position.id}`

export function parsePosition(token: string | undefined): PagePosition {
  if (token === undefined) return { kind: 'client', id: 0 }
  const match = /^(client|contact|deal):(\d{1,10})$/.exec(token)
  if (!match) throw badRequest('after must be a next this server answered')
  return { kind: match[1] as EntityKind, id: Number(match[2]) }
}
