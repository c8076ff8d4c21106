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
import { contactListRowShape } from './contacts.ts'
import { clientListRowShape } from './clients.ts'
import { dealDetailAnswer } from './deals.ts'
import { invoiceItemAnswer } from './invoices.ts'
import { dealCardShape } from './pipeline.ts'
import { PROFILE_ROUTES } from './profile.ts'
import { monthColumnsAnswer } from './projection.ts'
import { RM_ROUTES } from './rms.ts'
import { statusUpdatesAnswer } from './status.ts'
import { TARGET_ROUTES } from './targets.ts'
import { TEAM_ROUTES } from './teams.ts'
import { FEED_INFO_ROUTE } from './changeFeedInfo.ts'
import { route } from './route.ts'
import {
  array,
  boolean,
  fail,
  integer,
  isRecord,
  literal,
  object,
  optional,
  text,
  type Infer,
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

/** A cursor: opaque text of digits and dots ('0' for none). */
const cursor = (): Validator<string> => (input, field) =>
  typeof input === 'string' && /^[0-9.]{1,60}$/.test(input)
    ? { ok: true, value: input }
    : fail(field, `${field} must be a cursor this server answered`)

/** A changes call's query as the server reads it (limit defaulted). */
const changesParams = object({
  since: cursor(),
  until: optional(cursor(), undefined),
  after: optional(text({ min: 1, max: 40 }), undefined),
  limit: optional(integer({ min: 1, max: CHANGES_MAX_LIMIT }), CHANGES_DEFAULT_LIMIT),
})
export type ChangesParams = Infer<typeof changesParams>

const answerOf = <T>(answer: Validator<T> | null): Validator<T> => {
  if (!answer) throw new Error('The route declares no answer schema')
  return answer
}

/**
 * Rows in the user's scope changed in the window, and ids that left it (deleted or out of scope).
 * `full`: the window lists every row of this table in the user's scope (rows not in it are gone)
 * and has no deletes: set when the page is `full`, and for a table whose scope moved since the
 * cursor (the invoice lists' months in a new month, the kept targets' years in a new year).
 */
const tableChanges = <T>(upserts: Validator<T[]>) =>
  answerObject({
    upserts,
    deletes: array(integer()),
    full: optional(boolean(), undefined),
  })

export interface TableChanges<T> {
  upserts: T[]
  deletes: number[]
  full?: boolean
}

/** A deal card in any state (the pipeline list answers only open ones). */
const feedDealCard = answerObject({
  ...dealCardShape,
  state: literal('open', 'won', 'lost'),
  /**
   * When a lost deal was lost (ISO time, microseconds), null otherwise: the Lost Deal list's order
   * (newest loss first, then the higher id) kept by a device the feed fills.
   */
  lostAt: nullable(answerText()),
})
export type FeedDealCard = Infer<typeof feedDealCard>

const invoiceStatus = literal('tobe', 'invoiced')

/** An invoice of either unfiltered invoice list, with its tab ('tobe': To be Invoice). */
const feedInvoice: Validator<
  Infer<typeof invoiceItemAnswer> & { status: Infer<typeof invoiceStatus> }
> = (input, field) => {
  const item = invoiceItemAnswer(input, field)
  const status = invoiceStatus(isRecord(input) ? input.status : undefined, `${field}.status`)
  if (item.ok && status.ok) return { ok: true, value: { ...item.value, status: status.value } }
  return {
    ok: false,
    errors: [...(item.ok ? [] : item.errors), ...(status.ok ? [] : status.errors)],
  }
}
export type FeedInvoice = Infer<typeof feedInvoice>

/** Invoices; `columns`, each list's five month columns, comes with a table listed whole. */
const invoiceChanges = answerObject({
  upserts: array(feedInvoice),
  deletes: array(integer()),
  full: optional(boolean(), undefined),
  columns: optional(
    answerObject({ tobe: monthColumnsAnswer, invoiced: monthColumnsAnswer }),
    undefined,
  ),
})
export type InvoiceChanges = Infer<typeof invoiceChanges>

/**
 * Whole answers a device keeps that went stale in the window: 'master', the option lists (master
 * data, the client list's filter options, the people a team may hold); 'reports', every report
 * answer (the names they show changed, or a new month began).
 */
export const STALE_TOPICS = ['master', 'reports'] as const
export type StaleTopic = (typeof STALE_TOPICS)[number]

/** A table a version 1 provider does not send. */
const laterTable = <T>(upserts: Validator<T[]>) => optional(tableChanges(upserts), undefined)

/**
 * A report marker: figures of `person` (0: of no one person, e.g. a tribe's; of texts: everyone's)
 * changed in `month` (year * 100 + month; 0: any month).
 */
const reportMark = object({ person: integer({ min: 0 }), month: integer({ min: 0 }) })
export type ReportMark = Infer<typeof reportMark>

/**
 * What changed in report answers' inputs: figures (visits, proposals, invoices, invoice
 * periods, shares); only the texts of visit rows (a remark, a deal or company renamed) or of
 * proposal rows (a deal or company renamed); targets (a personal target's person; 0: a tribe's,
 * branch's or segment's). A full window names none: `stale` then says every report is.
 */
const reportMarks = object({
  figures: array(reportMark),
  visitTexts: array(reportMark),
  proposalTexts: array(reportMark),
  targets: array(reportMark),
})
export type ReportMarks = Infer<typeof reportMarks>

const changesPage = answerObject({
  /** The window's end: the cursor to store once its last page is applied. */
  until: answerText(),
  /** Ask the next page with after = next; null on the last page. */
  next: nullable(answerText()),
  /**
   * True when `since` was '0', or a cursor the server can no longer answer from its log (too old,
   * from before a reset of its data, of another role): the window lists everything in scope (rows
   * not in it are gone) and has no deletes.
   */
  full: boolean(),
  /** How many entities (clients, contacts, deals, invoices...) the whole window holds: a progress total. */
  total: integer({ min: 0 }),
  /** Open and lost deals' cards (every user may see every card); won or deleted ones as deletes. */
  deals: tableChanges(array(feedDealCard)),
  /** Details of the open deals in the user's scope (role 5: the deals it is an RM or access of). */
  dealDetails: tableChanges(array(dealDetailAnswer)),
  /** Every status update of each deal in dealDetails.upserts (they replace the deal's list). */
  statusUpdates: statusUpdatesAnswer,
  clients: tableChanges(array(answerObject(clientListRowShape))),
  /**
   * Contacts changed in the window (anyone's), and every contact of the companies of
   * dealDetails.upserts: a whole window lists no other contact.
   */
  contacts: tableChanges(array(answerObject(contactListRowShape))),
  /**
   * Feed version 2 (absent from a version 1 provider's pages): the invoices of both unfiltered
   * invoice lists (roles 1, 2 and 5).
   */
  invoices: optional(invoiceChanges, undefined),
  /**
   * The personal targets the user keeps, of this year and the next: the user's own and those
   * waiting for the user's approval (GET /Pipeline/target/{year}/{userId} each); deletes are the
   * user ids whose targets left the scope.
   */
  targets: laterTable(array(answerOf(TARGET_ROUTES.individual.answer))),
  /** Every team (GET /Pipeline/team). */
  teams: laterTable(answerOf(TEAM_ROUTES.list.answer)),
  /** Role 1: the active RMs (GET /pipeline/rm/{userId} each: the list's fields and the detail's). */
  rms: laterTable(array(answerOf(RM_ROUTES.detail.answer))),
  /** The user's own profile (GET /Profile/detail) when it changed in the window. */
  profile: optional(answerOf(PROFILE_ROUTES.detail.answer), undefined),
  /** On a window's last page: the whole answers that went stale (everything in a full window). */
  stale: optional(array(literal(...STALE_TOPICS)), undefined),
  /** On a window's last page: which kept report answers went stale, by person and month. */
  reportMarks: optional(reportMarks, undefined),
})
export type ChangesPage = Infer<typeof changesPage>

export const CHANGE_FEED_ROUTES = {
  info: FEED_INFO_ROUTE,
  /** One ChangesPage; its query (written by changesQuery) follows the path. */
  changes: route<ChangesPage, Record<string, never>, undefined, ChangesParams>({
    method: 'GET',
    pattern: '/sync/changes',
    query: changesParams,
    answer: changesPage,
  }),
}
