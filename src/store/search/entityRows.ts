/**
 * What the search knows of one stored row of each indexed table (its entities: a deal detail
 * gives its journal's visits), as its module says (searchRows.ts SearchTable): what a person would
 * type to find it and the facts that tell it apart (entityDisplay.ts words them, for the hits
 * shown only: this module, which every write runs through, formats no date). The index keeps the
 * words (indexedWordsOf). Rows are read defensively (a row stored by an older version may lack a
 * field): a row that gives no name gives no entity, and nothing here throws into the write it
 * follows.
 */
import { wordsOf } from '../../domain/searchText.ts'
import { kindInfo, searchTableOf, type DetailPart, type SearchEntity } from './searchRows.ts'

export type { DetailPart, SearchEntity } from './searchRows.ts'

/** An entity as a module sees it: its words come from its title and what it is `about`. */
export interface EntityDraft {
  key: number
  kind: string
  id: number
  title: string
  /** Words beside the title's (the company of a deal or an invoice). */
  about: readonly string[]
  detail: DetailPart[]
  parent?: number
}

/** The entity of a draft; null when it gives no word (no name). */
export function searchEntity(draft: EntityDraft): SearchEntity | null {
  const titleWords = wordsOf(draft.title)
  const words = wordsOf(draft.title, ...draft.about)
  if (words.length === 0) return null
  const { about: _about, ...shown } = draft
  return { ...shown, words, titleWords: titleWords.length }
}

/** The one entity of a row, as a list (none when it gives no name). */
export const oneEntity = (draft: EntityDraft): SearchEntity[] => {
  const entity = searchEntity(draft)
  return entity ? [entity] : []
}

/** Reading a stored row defensively. */
export const storedText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : ''
export const storedNumber = (value: unknown): number => (typeof value === 'number' ? value : 0)
export const storedIdText = (value: unknown): string =>
  typeof value === 'object' && value !== null ? storedText((value as { text?: unknown }).text) : ''

/** The entities of a stored row of `table`; none for a row that cannot be read. */
export function searchEntitiesOf(table: string, row: unknown): SearchEntity[] {
  const declared = searchTableOf(table)
  if (!declared || typeof row !== 'object' || row === null) return []
  try {
    return declared.entities(row as Record<string, unknown>)
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
export const indexedWordsOf = (table: string, row: unknown): IndexedWords[] =>
  searchEntitiesOf(table, row).map(({ key, kind, words, titleWords }) => ({
    key,
    words: words.map((word, index) => ({
      word: (kindInfo(kind)?.letter ?? '?') + word,
      title: index < titleWords,
    })),
  }))
