/**
 * One answer of the global search: the index's matches of the kinds the user may open
 * (store/search/querySearch.ts), each with its entity's sync state from the user's unsent ops.
 */
import { queryTerms } from '../../domain/searchText.ts'
import { db } from '../../entities/db.ts'
import { entityKey } from '../../store/outbox.ts'
import { readSearchMatches } from '../../entities/globalSearchReads.ts'
import type { SearchAnswer, SearchHit } from '../../store/search/querySearch.ts'
import { loadEntityStates, type EntityOps } from '../../sync/syncState.ts'
import { groupLimit, NO_GROUP_LIMITS, type GroupLimits } from './groupLimits.ts'
import { kindOpsTable } from './searchKinds.ts'

export interface GlobalSearchResults {
  answer: SearchAnswer
  /** Unsent ops by entityKey (a hit without any is synced). */
  states: ReadonlyMap<string, EntityOps>
  /** How many of each kind were asked for (a group opened beyond five). */
  limits: GroupLimits
}

const NO_STATES: ReadonlyMap<string, EntityOps> = new Map()

export const hitEntityKey = (hit: SearchHit): string => entityKey(kindOpsTable(hit.kind), hit.id)

export interface DeviceSearch {
  query: string
  kinds: ReadonlySet<string>
  vocabulary: readonly string[]
  userId: number
  limits?: GroupLimits
}

export async function searchDevice(search: DeviceSearch): Promise<GlobalSearchResults> {
  const { query, kinds, vocabulary, userId, limits = NO_GROUP_LIMITS } = search
  if (queryTerms(query).length === 0) {
    return { answer: { query, terms: [], groups: [] }, states: NO_STATES, limits }
  }
  const perKindOf = new Map(
    [...limits.byKind.keys()].map((kind) => [kind, groupLimit(limits, kind)]),
  )
  const [answer, states] = await Promise.all([
    readSearchMatches(db, query, { kinds, vocabulary, perKindOf }),
    loadEntityStates(db, userId),
  ])
  return { answer, states, limits }
}
