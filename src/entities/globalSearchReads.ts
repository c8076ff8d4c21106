/**
 * What the global search reads of this device's index (each entity module registers its rows:
 * entities/<entity>/search.ts): the matches of a query, and the index's distinct words.
 */
import {
  querySearchIndex,
  searchVocabulary,
  type SearchAnswer,
  type SearchOptions,
} from '../store/search/querySearch.ts'
import type { CrmDb } from './db.ts'

export function readSearchMatches(
  db: CrmDb,
  query: string,
  options: SearchOptions,
): Promise<SearchAnswer> {
  return querySearchIndex(db, query, options)
}

export function readSearchVocabulary(db: CrmDb): Promise<string[]> {
  return searchVocabulary(db)
}
