/**
 * The global search's index as IndexedDB keeps it (issue #21): an inverted index, one row per
 * word of each kind (the word after its kind's letter, KIND_LETTER, is the row's key) holding the
 * keys of the entities with that word, in their name (`t`) or beside it (`o`: the company of a
 * deal or an invoice). The search middleware (searchMiddleware.ts) keeps it in the same
 * transaction as the rows it covers (clients, contacts, deals, visits, invoices, and the visits
 * of deal details' journals), so what is on the device is what is found.
 *
 * Why rows per word, not a row per entity with a multi-entry index on its words: the words index
 * of Chromium's IndexedDB costs some 60 bytes an entry, and the briefcase's 14,000 entities have
 * 50,000 words, +38% on its IndexedDB size (measured, tests/bench/globalSearch.ts), where these
 * rows add a few percent; and a lookup reads a word's keys at once, its entities' rows never.
 * A key tells the table and the id: `id * 8 + TABLE_CODE`; a deal detail's journal visits take
 * the keys just above the detail's own (`+ (slot + 1) / 1024`).
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

export const SEARCH_KINDS = ['client', 'contact', 'deal', 'visit', 'invoice'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

export const KIND_LETTER: Readonly<Record<SearchKind, string>> = {
  client: 'c',
  contact: 'p',
  deal: 'd',
  visit: 'v',
  invoice: 'i',
}

/** The tables the index covers, by their key code. */
export const INDEXED_TABLES = [
  'clients',
  'contacts',
  'deals',
  'dealDetails',
  'visits',
  'invoices',
] as const
export type IndexedTable = (typeof INDEXED_TABLES)[number]

export const isIndexedTable = (name: string): name is IndexedTable =>
  (INDEXED_TABLES as readonly string[]).includes(name)

const TABLE_KIND: Readonly<Record<IndexedTable, SearchKind>> = {
  clients: 'client',
  contacts: 'contact',
  deals: 'deal',
  dealDetails: 'visit',
  visits: 'visit',
  invoices: 'invoice',
}

const CODES = 8
/** A deal detail's journal visits: at most this many keys above the detail's own. */
const JOURNAL_SLOTS = 1024
export const MAX_JOURNAL_VISITS = JOURNAL_SLOTS - 1

export const searchKey = (table: IndexedTable, id: number): number =>
  id * CODES + INDEXED_TABLES.indexOf(table)

/** The key of a deal detail's `slot`-th journal visit (0 based, under MAX_JOURNAL_VISITS). */
export const journalVisitKey = (dealId: number, slot: number): number =>
  searchKey('dealDetails', dealId) + (slot + 1) / JOURNAL_SLOTS

export interface KeyedRow {
  table: IndexedTable
  kind: SearchKind
  /** The id of the row that holds the entity (a journal visit's: its deal's). */
  rowId: number
}

/** What a key names, without reading anything. */
export function rowOfKey(key: number): KeyedRow | undefined {
  const whole = Math.floor(key)
  const code = ((whole % CODES) + CODES) % CODES
  const table = INDEXED_TABLES[code]
  return table && { table, kind: TABLE_KIND[table], rowId: (whole - code) / CODES }
}

/** Ids of entities made on this device (negative) count as newer than any server id. */
const OFFLINE_RECENCY = 2 ** 40
export const recencyOfId = (id: number): number => (id < 0 ? OFFLINE_RECENCY - id : id)

/**
 * How new an entity is, among those of its kind, from its key alone: the newest ids first (what
 * was made offline before all); visits logged on this device before those of the deals' journals
 * (which go by their deal, newest first, and by their place in its journal, newest first).
 */
export function recencyOfKey(key: number): number {
  const row = rowOfKey(key)
  if (!row) return 0
  const recency = recencyOfId(row.rowId)
  if (row.table === 'visits') return OFFLINE_RECENCY * 4 + recency
  return recency - (key - Math.floor(key))
}
