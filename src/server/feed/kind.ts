import type { ChangesPage } from '../../contract/changeFeed.ts'
import type { Actor } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import type { ScopePeriod } from './window.ts'

/** The kinds the feed answers as rows, in the order a window's pages list them. */
export const PAGED_KINDS = [
  'client',
  'contact',
  'deal',
  'invoice',
  'target',
  'team',
  'user',
] as const
export type PagedKind = (typeof PAGED_KINDS)[number]

/** What a page of one kind holds (its part of the ChangesPage). */
export type KindChanges = Partial<Omit<ChangesPage, 'until' | 'next' | 'full' | 'total'>>

/**
 * One kind of the feed: whose devices get it, which of its ids are in a user's scope (what the
 * specification's list calls give that user), and how a page answers logged or listed ids.
 */
export interface FeedKind {
  name: PagedKind
  /** The ChangesPage keys it answers (the feed info lists them). */
  sections: readonly (keyof KindChanges)[]
  /** A scope that moves with the calendar: a cursor of another month or year gets it whole. */
  period?: ScopePeriod
  /** Whether the user's device gets this kind at all. */
  given(actor: Actor): boolean
  /** Ids in the user's scope above `afterId`, ascending, at most `limit` (a whole listing). */
  scopeIds(db: Db, actor: Actor, afterId: number, limit: number, today: Date): Promise<number[]>
  /** How many ids the user's scope holds (a whole listing's progress total). */
  scopeCount(db: Db, actor: Actor, today: Date): Promise<number>
  /**
   * The page's rows for these ids; ids out of the user's scope are deletes, unless `whole` (a
   * listing has no deletes).
   */
  changes(
    db: Db,
    actor: Actor,
    ids: readonly number[],
    whole: boolean,
    today: Date,
  ): Promise<KindChanges>
}

export const without = (ids: readonly number[], kept: Iterable<number>): number[] => {
  const keep = new Set(kept)
  return ids.filter((id) => !keep.has(id))
}

/** A scope's ids, in memory (small scopes: people, teams), as pages take them. */
export const pageOf = (ids: readonly number[], afterId: number, limit: number): number[] =>
  [...ids]
    .sort((a, b) => a - b)
    .filter((id) => id > afterId)
    .slice(0, limit)

/**
 * The kinds' parts of one page as one: a section two kinds answer (the contacts: those changed,
 * and those that come with their deals) holds both's rows and deletes.
 */
export function joinChanges(parts: readonly KindChanges[]): KindChanges {
  const joined: Record<string, unknown> = {}
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const held = joined[key]
      joined[key] = held === undefined ? value : joinSection(held, value)
    }
  }
  return joined as KindChanges
}

function joinSection(held: unknown, more: unknown): unknown {
  if (Array.isArray(held) && Array.isArray(more)) return [...held, ...more]
  const a = held as { upserts: { id: number }[]; deletes: number[] }
  const b = more as { upserts: { id: number }[]; deletes: number[] }
  const seen = new Set(a.upserts.map((row) => row.id))
  return {
    ...a,
    upserts: [...a.upserts, ...b.upserts.filter((row) => !seen.has(row.id))],
    deletes: [...a.deletes, ...b.deletes],
  }
}
