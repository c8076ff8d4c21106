/**
 * An entity module's part of the change feed (contract/changeFeed.ts): the page keys it reads,
 * the tables it writes, and how one walk applies each page and ends. The walker (changeFeed.ts)
 * knows no entity: it opens each page's transaction over the tables of every section, hands the
 * page to each, and at the window's end lets each section finish.
 */
import type { ChangesPage, ReportMarks, StaleTopic } from '../contract/changeFeed.ts'
import type { SyncDb } from './syncDb.ts'
import type { Transport } from './transport.ts'

export type PageKey = Exclude<keyof ChangesPage, 'until' | 'next' | 'full' | 'total'>

export interface SectionContext<D extends SyncDb = SyncDb> {
  db: D
  /** When the walk started: rows settled since are a pull's to leave alone (listStore). */
  startedAt: number
  now: () => number
  user: { id: number; roleId: number }
  /** For what a section fetches after the window (`after`). */
  transport: Transport
}

/** One walk of one section: created when the walk starts, so it may keep what it listed. */
export interface SectionWalk {
  /** Applies the page's part, inside the page's transaction. */
  apply(page: ChangesPage): Promise<void>
  /**
   * At the window's end, inside one transaction over the section's tables: a section the window
   * listed whole (`whole`) drops what it did not list; every section marks its lists fetched now.
   */
  finish(whole: boolean): Promise<void>
  /** After the window's end, outside any transaction: what needs the network (a photo's bytes). */
  after?(): Promise<void>
}

export interface FeedSection<D extends SyncDb = SyncDb> {
  /** The page keys it reads: the feed fills its areas only where the provider sends them all. */
  keys: readonly PageKey[]
  /** The tables it writes besides the outbox, lists, settled marks and meta. */
  tables: readonly string[]
  begin(context: SectionContext<D>): SectionWalk
  /** How many of the window's entities a page holds for it (the walk's progress). */
  count(page: ChangesPage): number
}

/**
 * A section as a module registers it: its keys at once (the runner decides with them), its code
 * when a walk first needs it (off the landing screen's path).
 */
export interface LazyFeedSection<D extends SyncDb = SyncDb> {
  keys: readonly PageKey[]
  load(): Promise<FeedSection<D>>
}

/** Whether a page lists a table whole: a full page, or a table its scope moved for. */
export const listedWhole = (page: ChangesPage, key: PageKey): boolean => {
  const part = page[key] as { full?: boolean } | undefined
  return page.full || part?.full === true
}

/**
 * What a walk says of the whole answers a device keeps (report answers, option lists): which
 * went stale. A first fill, or any walk that could not tell, says everything went stale.
 */
export interface WalkMarks {
  stale: readonly StaleTopic[]
  /** Whose figures, texts and targets changed, and in which months (contract ReportMarks). */
  reports: ReportMarks
}

export const EVERYTHING_STALE: WalkMarks = {
  stale: ['master', 'reports'],
  reports: { figures: [], visitTexts: [], proposalTexts: [], targets: [] },
}

/** What two walks' marks say together (marks kept for a later asking, and a new walk's). */
export const joinMarks = (a: WalkMarks, b: WalkMarks): WalkMarks => ({
  stale: [...new Set([...a.stale, ...b.stale])],
  reports: {
    figures: [...a.reports.figures, ...b.reports.figures],
    visitTexts: [...a.reports.visitTexts, ...b.reports.visitTexts],
    proposalTexts: [...a.reports.proposalTexts, ...b.reports.proposalTexts],
    targets: [...a.reports.targets, ...b.reports.targets],
  },
})
