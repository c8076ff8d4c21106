/**
 * The global search's index as IndexedDB keeps it (issue #21): an inverted index, one row per
 * word of each kind (the word after its kind's letter is the row's key) holding the keys of the
 * entities with that word, in their name (`t`) or beside it (`o`: the company of a deal or an
 * invoice). The search middleware (searchMiddleware.ts) keeps it in the same transaction as the
 * rows it covers, so what is on the device is what is found. Which tables it covers, and what
 * each row gives, the entity modules register (registerSearch): their search.ts files.
 *
 * Why rows per word, not a row per entity with a multi-entry index on its words: the words index
 * of Chromium's IndexedDB costs some 60 bytes an entry, and the briefcase's 14,000 entities have
 * 50,000 words, +38% on its IndexedDB size (measured, tests/bench/globalSearch.ts), where these
 * rows add a few percent; and a lookup reads a word's keys at once, its entities' rows never.
 * A key tells the table and the id: `id * 8 + code`, the table's code as its module fixed it (the
 * keys are stored); a row giving several entities (a deal detail's journal visits) gives them the
 * keys just above its own (`+ (slot + 1) / 1024`).
 */
export const SEARCH_INDEX_TABLE = 'searchIndex'

export const SEARCH_INDEX_STORES = { [SEARCH_INDEX_TABLE]: '&w' } as const

/** One word's row; short names, as each is stored with every row. */
export interface SearchPosting {
  /** The word (normalised, domain/searchText) after its kind's letter. */
  w: string
  /** The keys of the entities with the word in their name. */
  t?: number[]
  /** The keys of the entities with the word beside their name. */
  o?: number[]
}

/** A kind of thing the search finds, as a module registers it. */
export interface SearchKindInfo {
  name: string
  /** Its words' first letter in the index: fixed (the words are stored with it). */
  letter: string
  /** Its group's heading among the results. */
  heading: string
  /** Where its group shows among the results: lowest first. */
  rank: number
  /** The table of its ops (their entityKey `${table}:${id}`), which mark its results. */
  opsTable: string
  /** The screen it opens on (a role that may not open it is not shown it); null: every role. */
  route: string | null
}

/** A table the index covers, as its module registers it. */
export interface SearchTable {
  /** Its code in the index's keys (0 to 7): fixed, as the keys are stored. */
  code: number
  kind: string
  /** The entities a stored row gives; none for a row that gives no name. */
  entities(row: Record<string, unknown>): SearchEntity[]
  /** Its entities come before the others of their kind (visits logged on this device). */
  first?: boolean
  /**
   * One of its entities is left out of the results when the same one (by id) is found in this
   * other table (a visit logged here and synced is in its deal's journal too: it shows once).
   */
  shadowedBy?: string
}

/** A fact that tells an entity apart: a text, a date (YYYY-MM-DD, or an ISO time), a stage. */
export type DetailPart = string | { date: string } | { stage: number }

/** An entity as the search finds it. */
export interface SearchEntity {
  key: number
  kind: string
  /** The entity's id (negative: made on this device, not synced yet). */
  id: number
  /** Normalised, each once; the first `titleWords` are the title's. */
  words: string[]
  titleWords: number
  /** As shown: the name, legal form and all. */
  title: string
  /** What tells two alike titles apart: the company, the stage or state, the date. */
  detail: DetailPart[]
  /** A contact's company, a visit's deal (0: standalone); absent for the others. */
  parent?: number
}

const CODES = 8
/** A row's extra entities (a deal detail's journal visits): at most this many keys above its own. */
const SLOTS = 1024
export const MAX_EXTRA_ENTITIES = SLOTS - 1

const kinds = new Map<string, SearchKindInfo>()
const tables = new Map<string, SearchTable>()
const byCode = new Map<number, string>()

/** Registers what the index covers (the app's entity modules, once at start; a test's own). */
export function registerSearch(declared: {
  kinds: readonly SearchKindInfo[]
  tables: Readonly<Record<string, SearchTable>>
}): void {
  for (const kind of declared.kinds) kinds.set(kind.name, kind)
  for (const [name, table] of Object.entries(declared.tables)) {
    const taken = byCode.get(table.code)
    if (table.code < 0 || table.code >= CODES || (taken !== undefined && taken !== name)) {
      throw new Error(`Search table ${name} needs a free code from 0 to ${CODES - 1}`)
    }
    tables.set(name, table)
    byCode.set(table.code, name)
  }
}

/** The tables the index covers, by their code. */
export const indexedTables = (): string[] =>
  [...byCode.entries()].sort(([a], [b]) => a - b).map(([, name]) => name)

export const isIndexedTable = (name: string): boolean => tables.has(name)

export const searchTableOf = (name: string): SearchTable | undefined => tables.get(name)

/** The kinds the search finds, in the order their results show. */
export const searchKinds = (): SearchKindInfo[] =>
  [...kinds.values()].sort((a, b) => a.rank - b.rank)

export const kindInfo = (name: string): SearchKindInfo | undefined => kinds.get(name)

export const searchKey = (table: string, id: number): number => {
  const code = tables.get(table)?.code
  if (code === undefined) throw new Error(`${table} is not indexed`)
  return id * CODES + code
}

/** The key of a row's `slot`-th extra entity (0 based, under MAX_EXTRA_ENTITIES). */
export const extraEntityKey = (table: string, id: number, slot: number): number =>
  searchKey(table, id) + (slot + 1) / SLOTS

export interface KeyedRow {
  table: string
  kind: string
  /** The id of the row that holds the entity (a journal visit's: its deal's). */
  rowId: number
}

/** What a key names, without reading anything. */
export function rowOfKey(key: number): KeyedRow | undefined {
  const whole = Math.floor(key)
  const code = ((whole % CODES) + CODES) % CODES
  const table = byCode.get(code)
  const declared = table === undefined ? undefined : tables.get(table)
  if (table === undefined || !declared) return undefined
  return { table, kind: declared.kind, rowId: (whole - code) / CODES }
}

/** Ids of entities made on this device (negative) count as newer than any server id. */
const OFFLINE_RECENCY = 2 ** 40
export const recencyOfId = (id: number): number => (id < 0 ? OFFLINE_RECENCY - id : id)

/**
 * How new an entity is, among those of its kind, from its key alone: the newest ids first (what
 * was made offline before all); a table's whose entities come first before the others (visits
 * logged on this device before those of the deals' journals, which go by their deal, newest
 * first, and by their place in its journal, newest first).
 */
export function recencyOfKey(key: number): number {
  const row = rowOfKey(key)
  if (!row) return 0
  const recency = recencyOfId(row.rowId)
  if (tables.get(row.table)?.first) return OFFLINE_RECENCY * 4 + recency
  return recency - (key - Math.floor(key))
}
