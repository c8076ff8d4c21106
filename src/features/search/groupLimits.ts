/**
 * How many results each group of the global search shows: five, until its "Show all" option asks
 * for the rest (up to fifty more at a time, as each is read from its own row and drawn). What a
 * group was opened to lasts while the query is typed on (it only narrows); a query that is not
 * the same one typed further starts again at five a group.
 */
import { DEFAULT_PER_KIND, type SearchGroup } from '../../store/search/querySearch.ts'
import { foldText } from '../../domain/searchText.ts'

/** The most one "Show" option adds to a group. */
export const SHOW_MORE_STEP = 50

/** One group opened beyond five. */
export interface GroupLimit {
  /** How many it shows. */
  limit: number
  /** How many it showed before: the first of the others is where the keyboard goes on. */
  from: number
}

export interface GroupLimits {
  /** The query the groups were opened for. */
  query: string
  byKind: ReadonlyMap<string, GroupLimit>
}

export const NO_GROUP_LIMITS: GroupLimits = { query: '', byKind: new Map() }

export const groupLimit = (limits: GroupLimits, kind: string): number =>
  limits.byKind.get(kind)?.limit ?? DEFAULT_PER_KIND

/** The limits for `query`: those opened for a query it goes on from, or five a group again. */
export function limitsForQuery(limits: GroupLimits, query: string): GroupLimits {
  if (limits.byKind.size === 0) return limits
  const typed = foldText(query).trim()
  const opened = foldText(limits.query).trim()
  return opened !== '' && typed.startsWith(opened) ? limits : NO_GROUP_LIMITS
}

/** A group's option to show more of it: how many it would show, and whether that is all. */
export interface ShowMore {
  limit: number
  /** How many more. */
  count: number
  /** Every match the group counted (it knows them all: no term starts more words than read). */
  all: boolean
}

/** What the group's "Show" option offers, or null when it shows everything it can. */
export function showMoreOf(group: SearchGroup, limit: number): ShowMore | null {
  const shown = group.hits.length
  // Fewer than the limit: every match that is still on the device is shown.
  if (shown < limit || group.total <= shown) return null
  const rest = group.total - shown
  const count = Math.min(rest, SHOW_MORE_STEP)
  return { limit: shown + count, count, all: count === rest && !group.more }
}

/** The option's text: 'Show all 12 clients', 'Show 50 more deals'. */
export function showMoreLabel(more: ShowMore, total: number, heading: string): string {
  const what = heading.toLowerCase()
  return more.all ? `Show all ${total} ${what}` : `Show ${more.count} more ${what}`
}

/** The limits once the group is opened to `more`. */
export function withMoreShown(
  limits: GroupLimits,
  query: string,
  group: SearchGroup,
  more: ShowMore,
): GroupLimits {
  const byKind = new Map(limitsForQuery(limits, query).byKind)
  byKind.set(group.kind, { limit: more.limit, from: group.hits.length })
  return { query, byKind }
}

/** A group's "Show" option as the list's value, beside the hits. */
export interface ShowMoreChoice {
  key: string
  kind: string
  showMore: true
}

/**
 * The option's key, by how many the group shows: when they are shown, the first of them takes
 * the key (the same option to Headless UI, so the one the keyboard was on goes on to it).
 */
export const showMoreKey = (kind: string, shown: number): string => `more:${kind}:${shown}`

export const showMoreChoice = (kind: string, shown: number): ShowMoreChoice => ({
  key: showMoreKey(kind, shown),
  kind,
  showMore: true,
})

export const isShowMore = (choice: object): choice is ShowMoreChoice => 'showMore' in choice
