/**
 * What the search knows of one stored row of each indexed table (its entries: a deal detail
 * gives its journal's visits): what a person would type to find it (its name, and for a deal or
 * an invoice the company it is for; a contact or a visit is found by its own name, its company
 * is shown) and the facts that tell it apart (entityDisplay.ts words them, for the hits shown
 * only: this module, which every write runs through, formats no date). The index keeps the
 * words (indexedWordsOf).
 * Rows are read defensively (a row stored by an older version may lack a field): a row that
 * gives no name gives no entry, and nothing here throws into the write it follows.
 */
import { wordsOf } from '../../domain/searchText.ts'
import { visitTimeOfDay } from '../../domain/visits.ts'
import {
  journalVisitKey,
  KIND_LETTER,
  MAX_JOURNAL_VISITS,
  searchKey,
  type IndexedTable,
  type SearchKind,
} from './searchRows.ts'

/** A fact that tells an entity apart: a text, a date (YYYY-MM-DD, or an ISO time), a stage. */
export type DetailPart = string | { date: string } | { stage: number }

/** An entity as the search finds it. */
export interface SearchEntity {
  key: number
  kind: SearchKind
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

type Stored = Record<string, unknown>

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const num = (value: unknown): number => (typeof value === 'number' ? value : 0)
const idText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? text((value as { text?: unknown }).text) : ''

interface Entry {
  key: number
  kind: SearchKind
  id: number
  title: string
  /** Words beside the title's (the company of a deal or an invoice). */
  about: readonly string[]
  detail: DetailPart[]
  parent?: number
}

function rowOf(entry: Entry): SearchEntity | null {
  const titleWords = wordsOf(entry.title)
  const words = wordsOf(entry.title, ...entry.about)
  if (words.length === 0) return null
  const { about: _about, ...shown } = entry
  return { ...shown, words, titleWords: titleWords.length }
}

function clientRows(row: Stored): SearchEntity[] {
  const id = num(row.id)
  const rms = Array.isArray(row.relManagers) ? (row.relManagers as Stored[]) : []
  const entry = rowOf({
    key: searchKey('clients', id),
    kind: 'client',
    id,
    title: text(row.company),
    about: [],
    detail: [text(row.industry), text(rms[0]?.name)],
  })
  return entry ? [entry] : []
}

function contactRows(row: Stored): SearchEntity[] {
  const id = num(row.id)
  const company = text(row.company)
  const entry = rowOf({
    key: searchKey('contacts', id),
    kind: 'contact',
    id,
    title: text(row.name),
    about: [],
    detail: [text(row.position), company],
    parent: num(row.clientId),
  })
  return entry ? [entry] : []
}

const stateOf = (state: unknown): DetailPart | undefined =>
  state === 'won' ? 'Won' : state === 'lost' ? 'Lost' : undefined

function dealRows(row: Stored): SearchEntity[] {
  const id = num(row.dealId)
  const client = text(row.clientName)
  const entry = rowOf({
    key: searchKey('deals', id),
    kind: 'deal',
    id,
    title: text(row.dealName),
    about: [client],
    detail: [client, stateOf(row.state) ?? { stage: num(row.stage) }],
  })
  return entry ? [entry] : []
}

interface Meeting {
  visitId: number
  info: Stored
  /** When the journal entry was written (its visit's time in older entries without a date). */
  at: string
}

function meetingsOf(history: unknown): Meeting[] {
  if (!Array.isArray(history)) return []
  return history.flatMap((entry: Stored) => {
    const data = (entry?.data ?? {}) as Stored
    const info = (data.info ?? {}) as Stored
    if (entry?.type !== 'meeting' || typeof info.visitId !== 'number') return []
    return [{ visitId: info.visitId, info, at: text(data.updateTime) }]
  })
}

interface VisitFacts {
  company: string
  objective: string
  /** YYYY-MM-DD, and HH:mm. */
  visitDate: string
  startTime: string
  /** A journal entry's ISO time: the visit's when it has no date (entries of older servers). */
  loggedAt?: string
  dealId: number
}

function visitEntry(key: number, id: number, visit: VisitFacts): SearchEntity | null {
  const when = visit.visitDate
    ? `${visit.visitDate}T${visit.startTime || '00:00'}`
    : (visit.loggedAt ?? '')
  return rowOf({
    key,
    kind: 'visit',
    id,
    title: visit.company,
    about: [],
    detail: [{ date: when }, visit.objective],
    parent: visit.dealId,
  })
}

/**
 * A deal detail gives its journal's visits (those synced, logged on any device). The deal itself
 * is found by its card: every deal on the device has one (the lists', and an opened deal's, see
 * features/deals/dealCardFromDetail.ts), with the state and stage the person last saw.
 */
function dealDetailRows(row: Stored): SearchEntity[] {
  const id = num(row.id)
  const client = idText(row.clientCompany)
  return meetingsOf(row.history)
    .slice(0, MAX_JOURNAL_VISITS)
    .map(({ visitId, info, at }, slot) =>
      visitEntry(journalVisitKey(id, slot), visitId, {
        company: text(info.clientName) || client,
        objective: text(info.objective),
        visitDate: text(info.visitDate),
        startTime: visitTimeOfDay(info.fromTime),
        loggedAt: at,
        dealId: id,
      }),
    )
    .filter((entry): entry is SearchEntity => entry !== null)
}

function visitRows(row: Stored): SearchEntity[] {
  const id = num(row.id)
  const entry = visitEntry(searchKey('visits', id), id, {
    company: text(row.clientName),
    objective: text(row.objective),
    visitDate: text(row.visitDate),
    startTime: text(row.startTime),
    dealId: num(row.dealId),
  })
  return entry ? [entry] : []
}

function invoiceRows(row: Stored): SearchEntity[] {
  const id = num(row.invoiceId)
  const client = idText(row.client)
  const entry = rowOf({
    key: searchKey('invoices', id),
    kind: 'invoice',
    id,
    title: text(row.dealName) || client,
    about: [client],
    detail: [client, { date: text(row.invoiceDate) }],
  })
  return entry ? [entry] : []
}

const BUILDERS: Readonly<Record<IndexedTable, (row: Stored) => SearchEntity[]>> = {
  clients: clientRows,
  contacts: contactRows,
  deals: dealRows,
  dealDetails: dealDetailRows,
  visits: visitRows,
  invoices: invoiceRows,
}

/** The entities of a stored row of `table`; none for a row that cannot be read. */
export function searchEntitiesOf(table: IndexedTable, row: unknown): SearchEntity[] {
  if (typeof row !== 'object' || row === null) return []
  try {
    return BUILDERS[table](row as Stored)
  } catch {
    return []
  }
}

/** An entry's words in the index: each after its kind's letter, and whether it is the name's. */
export interface IndexedWords {
  key: number
  words: { word: string; title: boolean }[]
}

/** What the index keeps of a stored row of `table`. */
export const indexedWordsOf = (table: IndexedTable, row: unknown): IndexedWords[] =>
  searchEntitiesOf(table, row).map(({ key, kind, words, titleWords }) => ({
    key,
    words: words.map((word, index) => ({
      word: KIND_LETTER[kind] + word,
      title: index < titleWords,
    })),
  }))
