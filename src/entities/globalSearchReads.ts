/**
 * What the global search reads of this device's index (each entity module registers its rows:
 * entities/<entity>/search.ts): the matches of a query, and the index's distinct words.
 */
import { queryTerms } from '../domain/searchText.ts'
import {
  DEFAULT_PER_KIND,
  querySearchIndex,
  searchVocabulary,
  type SearchAnswer,
  type SearchOptions,
} from '../store/search/querySearch.ts'
import { searchKinds } from '../store/search/searchRows.ts'
import type { CrmDb } from './db.ts'

export interface SearchMatchOptions extends SearchOptions {
  /** Kinds shown beyond `perKind` (a group opened with its "Show all"): how many of each. */
  perKindOf?: ReadonlyMap<string, number>
}

/**
 * The matches of `query`. A kind given its own limit is read apart, at that limit: each kind is
 * ranked apart anyway, so no match is read twice, and only the rows of the hits shown are read.
 */
export async function readSearchMatches(
  db: CrmDb,
  query: string,
  options: SearchMatchOptions,
): Promise<SearchAnswer> {
  const { perKindOf, ...common } = options
  if (!perKindOf || perKindOf.size === 0) return querySearchIndex(db, query, common)
  const order = searchKinds()
    .map((kind) => kind.name)
    .filter((kind) => common.kinds?.has(kind) ?? true)
  const byLimit = new Map<number, Set<string>>()
  for (const kind of order) {
    const limit = perKindOf.get(kind) ?? common.perKind ?? DEFAULT_PER_KIND
    const kinds = byLimit.get(limit) ?? new Set<string>()
    byLimit.set(limit, kinds.add(kind))
  }
  const answers = await Promise.all(
    [...byLimit].map(([perKind, kinds]) =>
      querySearchIndex(db, query, { ...common, kinds, perKind }),
    ),
  )
  const groups = answers
    .flatMap((answer) => answer.groups)
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
  return { query, terms: answers[0]?.terms ?? [...new Set(queryTerms(query))], groups }
}

export function readSearchVocabulary(db: CrmDb): Promise<string[]> {
  return searchVocabulary(db)
}
