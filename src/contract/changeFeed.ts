/**
 * The change feed: an optional extension of the provider API (not in the specification) that fills
 * a device's briefcase in bulk and then refreshes it with only what changed. A provider that has
 * it answers GET /sync with FeedInfo; one that does not answers 404, and the PWA falls back to the
 * specification's full-list calls.
 *
 * A refresh walks the pages of one window: the first page is asked with `since` (the cursor the
 * device stored after its last complete walk, or '0' for everything in scope) and no `after`; each
 * answer names the window's end (`until`) and, while more pages remain, `next`. The device asks
 * the following pages with the same `since`, that `until` and `after` = `next`, applies each page,
 * and stores `until` as its new cursor once the last page (next: null) is applied. Every change
 * committed after a cursor is in the window that starts at it (at least once).
 */
import { contactListRowShape, type ContactListRow } from './contacts.ts'
import { clientListRowShape, type ClientListRow } from './clients.ts'
import { dealDetailAnswer, type DealDetail } from './deals.ts'
import { dealCardShape, type DealCard } from './pipeline.ts'
import { statusUpdatesAnswer, type StatusUpdate } from './status.ts'
import { FEED_INFO_ROUTE } from './changeFeedInfo.ts'
import { route } from './route.ts'
import {
  array,
  boolean,
  fail,
  integer,
  literal,
  object,
  optional,
  text,
  type Validator,
} from './validate.ts'
import { answerObject, answerText, nullable } from './answer.ts'

export interface ChangesQuery {
  /** The stored cursor; '0' asks for everything in scope. */
  since: string
  /** The window's end answered by its first page; absent on the first page. */
  until?: string
  /** The `next` of the previous page; absent on the first page. */
  after?: string
  /** Entities per page (the server caps it at CHANGES_MAX_LIMIT). */
  limit?: number
}

export const CHANGES_DEFAULT_LIMIT = 500
export const CHANGES_MAX_LIMIT = 2000

/** A changes call's query, as its path carries it after '?'. */
export function changesQuery(q: ChangesQuery): string {
  const params = new URLSearchParams({ since: q.since })
  if (q.until !== undefined) params.set('until', q.until)
  if (q.after !== undefined) params.set('after', q.after)
  if (q.limit !== undefined) params.set('limit', String(q.limit))
  return `?${params.toString()}`
}

/** Rows in the user's scope changed in the window, and ids that left it (deleted or out of scope). */
export interface TableChanges<T> {
  upserts: T[]
  deletes: number[]
}

/** A deal card in any state (the pipeline list answers only open ones). */
export type FeedDealCard = DealCard & {
  state: 'open' | 'won' | 'lost'
  /**
   * When a lost deal was lost (ISO time, microseconds), null otherwise: the Lost Deal list's order
   * (newest loss first, then the higher id) kept by a device the feed fills.
   */
  lostAt: string | null
}

export interface ChangesPage {
  /** The window's end: the cursor to store once its last page is applied. */
  until: string
  /** Ask the next page with after = next; null on the last page. */
  next: string | null
  /**
   * True when `since` was '0', or a cursor the server can no longer answer from its log (too old,
   * or from before a reset of its data): the window lists everything in scope (rows not in it are
   * gone) and has no deletes.
   */
  full: boolean
  /** How many entities (clients, contacts, deals) the whole window holds: a progress total. */
  total: number
  /** Open and lost deals' cards (every user may see every card); won or deleted ones as deletes. */
  deals: TableChanges<FeedDealCard>
  /** Details of the open deals in the user's scope (role 5: the deals it is an RM or access of). */
  dealDetails: TableChanges<DealDetail>
  /** Every status update of each deal in dealDetails.upserts (they replace the deal's list). */
  statusUpdates: StatusUpdate[]
  clients: TableChanges<ClientListRow>
  contacts: TableChanges<ContactListRow>
}

/** A cursor: an opaque transaction horizon as decimal text ('0' for none). */
const cursor = (): Validator<string> => (input, field) =>
  typeof input === 'string' && /^\d{1,20}$/.test(input)
    ? { ok: true, value: input }
    : fail(field, `${field} must be a cursor this server answered`)

/** A changes call's query as the server reads it (limit defaulted). */
export interface ChangesParams {
  since: string
  until: string | undefined
  after: string | undefined
  limit: number
}

const changesParams: Validator<ChangesParams> = object({
  since: cursor(),
  until: optional(cursor(), undefined),
  after: optional(text({ min: 1, max: 40 }), undefined),
  limit: optional(integer({ min: 1, max: CHANGES_MAX_LIMIT }), CHANGES_DEFAULT_LIMIT),
})

const tableChanges = <T>(row: Validator<T>): Validator<TableChanges<T>> =>
  answerObject<TableChanges<T>>({ upserts: array(row), deletes: array(integer()) })

export const CHANGE_FEED_ROUTES = {
  info: FEED_INFO_ROUTE,
  /** One ChangesPage; its query (written by changesQuery) follows the path. */
  changes: route<ChangesPage, Record<string, never>, undefined, ChangesParams>({
    method: 'GET',
    pattern: '/sync/changes',
    query: changesParams,
    answer: answerObject<ChangesPage>({
      until: answerText(),
      next: nullable(answerText()),
      full: boolean(),
      total: integer({ min: 0 }),
      deals: tableChanges(
        answerObject<FeedDealCard>({
          ...dealCardShape,
          state: literal('open', 'won', 'lost'),
          lostAt: nullable(answerText()),
        }),
      ),
      dealDetails: tableChanges(dealDetailAnswer),
      statusUpdates: statusUpdatesAnswer,
      clients: tableChanges(answerObject(clientListRowShape)),
      contacts: tableChanges(answerObject(contactListRowShape)),
    }),
  }),
}
