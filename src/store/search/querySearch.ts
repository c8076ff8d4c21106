/**
 * One search of the index (searchRows.ts). For each kind the user may open and each term, the
 * word rows of the words starting with it (one range of keys) and, given the index's vocabulary,
 * of the words holding it inside: every key they hold, with how the term meets that entity's
 * words (a whole word, a word's start, inside a word) and whether in its name. The entities every
 * term meets are scored (ten points a tier, one more for the name), ranked (then the newest,
 * recencyOfKey), and the best of each kind are built from their own rows to be shown
 * (entityRows.ts), a visit logged here once (not again from its deal's journal). No entity's row
 * is read but those.
 */
import type { Dexie, Table } from 'dexie'
import {
  betterMeeting,
  MATCH,
  meetingPoints,
  MIN_INSIDE_MATCH,
  queryTerms,
  type MatchTier,
  type TermMeeting,
} from '../../domain/searchText.ts'
import { searchEntriesOf, type SearchEntry } from './entityDisplay.ts'
import {
  indexedTables,
  kindInfo,
  recencyOfKey,
  rowOfKey,
  SEARCH_INDEX_TABLE,
  searchKinds,
  searchTableOf,
  type SearchPosting,
} from './searchRows.ts'

export interface SearchHit extends SearchEntry {
  /** The table it was found in (a visit's row logged here, or its deal's detail: the journal). */
  table: string
  score: number
}

export interface SearchGroup {
  kind: string
  /** The best, at most `perKind`. */
  hits: SearchHit[]
  /** The entities of the kind that match (a visit both logged here and synced counts twice). */
  total: number
  /** A term starts more words than were read: typing more narrows them. */
  more: boolean
}

export interface SearchAnswer {
  /** What was typed (the answer of an older keystroke is told apart by it). */
  query: string
  terms: string[]
  groups: SearchGroup[]
}

export interface SearchOptions {
  /** The kinds the user may open; every kind when absent. */
  kinds?: ReadonlySet<string>
  perKind?: number
  /** The most words a term's start is read in, of one kind. */
  wordsPerTerm?: number
  /** The index's distinct words (searchVocabulary), for matches inside a word; none: starts only. */
  vocabulary?: readonly string[]
}

export const DEFAULT_PER_KIND = 5
export const DEFAULT_WORDS_PER_TERM = 200
/**
 * A first letter typed alone starts the most words: its first few words show at once (as many
 * more as a second letter narrows), and the first key of a search stays as quick as the next.
 */
const LETTER_WORDS = 40
/** The most vocabulary words a term is looked up inside of (the rest are too many to mean it). */
const MAX_INSIDE_WORDS = 12

type IndexTable = Table<SearchPosting, string>

/** The words of the vocabulary that hold `term` after their first letter. */
export function wordsHolding(vocabulary: readonly string[], term: string): string[] {
  if (term.length < MIN_INSIDE_MATCH) return []
  return vocabulary.filter((word) => word.indexOf(term, 1) > 0).slice(0, MAX_INSIDE_WORDS)
}

interface TermMatches {
  keys: Map<number, TermMeeting>
  more: boolean
}

/** The keys a term meets in one kind, each with the best way it meets them. */
async function termMatches(
  index: IndexTable,
  letter: string,
  term: string,
  alone: boolean,
  options: SearchOptions,
): Promise<TermMatches> {
  const limit = Math.min(
    options.wordsPerTerm ?? DEFAULT_WORDS_PER_TERM,
    alone && term.length === 1 ? LETTER_WORDS : Infinity,
  )
  const inside = wordsHolding(options.vocabulary ?? [], term).map((word) => letter + word)
  const start = letter + term
  const [starting, holding] = await Promise.all([
    index
      .where(':id')
      .between(start, `${start}\uffff`, true, true)
      .limit(limit + 1)
      .toArray(),
    inside.length === 0 ? [] : index.bulkGet(inside),
  ])
  const keys = new Map<number, TermMeeting>()
  const meet = (posting: SearchPosting | undefined, tier: MatchTier) => {
    if (!posting) return
    for (const [list, inName] of [
      [posting.t, true],
      [posting.o, false],
    ] as const) {
      for (const key of list ?? []) {
        const meeting = { tier, inName }
        const known = keys.get(key)
        keys.set(key, known ? betterMeeting(known, meeting) : meeting)
      }
    }
  }
  for (const posting of starting.slice(0, limit)) {
    meet(posting, posting.w === start ? MATCH.word : MATCH.prefix)
  }
  for (const posting of holding) meet(posting, MATCH.inside)
  return { keys, more: starting.length > limit }
}

interface Scored {
  key: number
  score: number
  recency: number
}

/** The keys of a kind every term meets, scored and ranked. */
async function rankedKeys(
  index: IndexTable,
  kind: string,
  terms: readonly string[],
  options: SearchOptions,
): Promise<{ ranked: Scored[]; more: boolean }> {
  const letter = kindInfo(kind)?.letter ?? '?'
  const alone = terms.length === 1
  const matches = await Promise.all(
    terms.map((term) => termMatches(index, letter, term, alone, options)),
  )
  matches.sort((a, b) => a.keys.size - b.keys.size)
  const [fewest, ...others] = matches
  const ranked: Scored[] = []
  for (const [key, meeting] of fewest!.keys) {
    let score = meetingPoints(meeting)
    for (const other of others) {
      const met = other.keys.get(key)
      if (!met) {
        score = -1
        break
      }
      score += meetingPoints(met)
    }
    if (score >= 0) ranked.push({ key, score, recency: recencyOfKey(key) })
  }
  ranked.sort((a, b) => b.score - a.score || b.recency - a.recency || b.key - a.key)
  return { ranked, more: matches.some((match) => match.more) }
}

/** The hits as shown, built from the rows they were found in (a row gone since is left out). */
async function shown(db: Dexie, best: readonly Scored[]): Promise<SearchHit[]> {
  const found = best.flatMap(({ key, score }) => {
    const row = rowOfKey(key)
    return row ? [{ key, score, row }] : []
  })
  const rows = await Promise.all(
    found.map(({ row }) => db.table(row.table).get(row.rowId) as Promise<unknown>),
  )
  return found.flatMap(({ key, score, row }, position) => {
    const entry = searchEntriesOf(row.table, rows[position]).find((each) => each.key === key)
    return entry ? [{ ...entry, table: row.table, score }] : []
  })
}

/**
 * An entity found in two tables shows once, from the table that shadows the other (a visit logged
 * here and synced is in its deal's journal too: it shows as logged here).
 */
function onceEach(hits: readonly SearchHit[]): SearchHit[] {
  const found = new Set(hits.map((hit) => `${hit.table}:${hit.id}`))
  return hits.filter((hit) => {
    const shadow = searchTableOf(hit.table)?.shadowedBy
    return !shadow || !found.has(`${shadow}:${hit.id}`)
  })
}

/** Whether some table of the kind is shadowed by another: then more of its hits are read. */
const shadowed = (kind: string): boolean =>
  indexedTables().some((table) => {
    const declared = searchTableOf(table)
    return declared?.kind === kind && declared.shadowedBy !== undefined
  })

export async function querySearchIndex(
  db: Dexie,
  query: string,
  options: SearchOptions = {},
): Promise<SearchAnswer> {
  const terms = [...new Set(queryTerms(query))]
  if (terms.length === 0) return { query, terms, groups: [] }
  const index = db.table<SearchPosting, string>(SEARCH_INDEX_TABLE)
  const kinds = searchKinds()
    .map((kind) => kind.name)
    .filter((kind) => options.kinds?.has(kind) ?? true)
  const perKind = options.perKind ?? DEFAULT_PER_KIND
  // One transaction for every read: fewer round trips to the database than one each.
  const tables = [SEARCH_INDEX_TABLE, ...indexedTables()].filter((name) =>
    db.tables.some((table) => table.name === name),
  )
  const groups = await db.transaction('r', tables, () =>
    Promise.all(
      kinds.map(async (kind): Promise<SearchGroup> => {
        const { ranked, more } = await rankedKeys(index, kind, terms, options)
        // A few more of a kind found in two tables, for those that show once of two.
        const read = ranked.slice(0, shadowed(kind) ? perKind * 2 : perKind)
        const hits = onceEach(await shown(db, read)).slice(0, perKind)
        return { kind, hits, total: ranked.length, more }
      }),
    ),
  )
  return { query, terms, groups: groups.filter((group) => group.total > 0) }
}

/** The index's distinct words, without their kind's letter (read once by the screen that searches). */
export async function searchVocabulary(db: Dexie): Promise<string[]> {
  const keys = await db
    .table<SearchPosting, string>(SEARCH_INDEX_TABLE)
    .toCollection()
    .primaryKeys()
  return [...new Set(keys.map((key) => key.slice(1)))].sort()
}
