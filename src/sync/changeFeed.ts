/**
 * The provider's optional change feed (contract/changeFeed.ts) walked into IndexedDB. The entity
 * modules' feed sections (feedSection.ts) apply each page in one transaction, so screens fill as
 * pages arrive; at the window's end each section finishes (a table listed whole drops what the
 * window did not list: it left the user's scope), and the cursor is the caller's to store. A page
 * that fails stops the walk: the stored cursor stays, so the next walk starts the window again
 * (at least once).
 */
import { CHANGE_FEED_ROUTES, changesQuery, type ChangesPage } from '../contract/changeFeed.ts'
import { pathOf } from '../contract/route.ts'
import {
  EVERYTHING_STALE,
  listedWhole,
  type FeedSection,
  type SectionContext,
  type WalkMarks,
} from './feedSection.ts'
import { listTables, pruneSettledMarks } from './listStore.ts'
import { readAnswer } from './pull.ts'
import { PullError } from './pullError.ts'
import type { SyncDb, SyncedTableName } from './syncDb.ts'
import type { Transport } from './transport.ts'

export interface FeedProgress {
  done: number
  total: number
}

export interface WalkResult {
  cursor: string
  full: boolean
  received: number
  /** What the window says of the whole answers the device keeps. */
  marks: WalkMarks
}

const marksOf = (page: ChangesPage): WalkMarks =>
  page.full || page.stale === undefined || page.reportMarks === undefined
    ? EVERYTHING_STALE
    : { stale: page.stale, reports: page.reportMarks }

export interface WalkOptions<D extends SyncDb> {
  db: D
  transport: Transport
  /** The sections to apply pages to: the first page is asked while their code loads. */
  sections: Promise<readonly FeedSection<D>[]>
  user: SectionContext['user']
  since: string
  onProgress(progress: FeedProgress): void
  now?: () => number
  limit?: number
  /**
   * The window's marks, as soon as its last page is here: what is kept whole by its own calls may
   * be asked while the rows are written. The rows are written once it settles.
   */
  onMarks?(marks: WalkMarks): void | Promise<void>
}

/** Walks one window from `since` to its end; answers the new cursor and the window's marks. */
export async function walkChangeFeed<D extends SyncDb>(
  options: WalkOptions<D>,
): Promise<WalkResult> {
  const { db, transport, since, limit } = options
  const now = options.now ?? Date.now
  const fetchPage = async (until?: string, after?: string): Promise<ChangesPage> => {
    const { changes } = CHANGE_FEED_ROUTES
    const path = `${pathOf(changes, {})}${changesQuery({ since, until, after, limit })}`
    const response = await transport.send({ method: changes.method, path })
    if (response.status !== 200) throw new PullError(response.status, response.body)
    return readAnswer(changes, response.body)
  }
  const firstPage = fetchPage()
  firstPage.catch(() => undefined)
  const sections = await options.sections
  let page = await firstPage
  const context: SectionContext<D> = { db, startedAt: now(), now, user: options.user, transport }
  const walks = sections.map((section) => ({ section, walk: section.begin(context), whole: false }))
  const tables = listTables(
    db,
    ...([...new Set(sections.flatMap((section) => section.tables))] as SyncedTableName[]),
  )
  let done = 0
  for (;;) {
    if (page.next === null) await options.onMarks?.(marksOf(page))
    // The next page is on its way while this one is written.
    const next = page.next === null ? null : fetchPage(page.until, page.next)
    next?.catch(() => undefined)
    const current = page
    await db.transaction('rw', tables, async () => {
      for (const part of walks) {
        if (part.section.keys.some((key) => listedWhole(current, key))) part.whole = true
        await part.walk.apply(current)
      }
      // The window's last page ends it in the same transaction.
      if (next !== null) return
      for (const part of walks) await part.walk.finish(part.whole)
      await pruneSettledMarks(db, now())
    })
    for (const part of walks) done += part.section.count(page)
    options.onProgress({ done, total: Math.max(page.total ?? done, done) })
    if (next === null) break
    page = await next
  }
  for (const part of walks) await part.walk.after?.()
  return { cursor: page.until, full: page.full, received: done, marks: marksOf(page) }
}
