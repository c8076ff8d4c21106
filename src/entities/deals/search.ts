import {
  oneEntity,
  storedNumber,
  storedText,
  type DetailPart,
  type SearchEntity,
} from '../../store/search/entityRows.ts'
import { searchKey, type SearchKindInfo, type SearchTable } from '../../store/search/searchRows.ts'

const stateOf = (state: unknown): DetailPart | undefined =>
  state === 'won' ? 'Won' : state === 'lost' ? 'Lost' : undefined

/** A deal by its name and its company's; its company and stage (or state) are shown. */
function dealEntities(row: Record<string, unknown>): SearchEntity[] {
  const id = storedNumber(row.dealId)
  const client = storedText(row.clientName)
  return oneEntity({
    key: searchKey('deals', id),
    kind: 'deal',
    id,
    title: storedText(row.dealName),
    about: [client],
    detail: [client, stateOf(row.state) ?? { stage: storedNumber(row.stage) }],
  })
}

export const DEALS_SEARCH = {
  kinds: [
    { name: 'deal', letter: 'd', heading: 'Deals', rank: 2, opsTable: 'deals', route: null },
  ] satisfies SearchKindInfo[],
  tables: { deals: { code: 2, kind: 'deal', entities: dealEntities } } satisfies Record<
    string,
    SearchTable
  >,
}
