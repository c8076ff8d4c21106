import {
  oneEntity,
  storedNumber,
  storedText,
  type SearchEntity,
} from '../../store/search/entityRows.ts'
import { searchKey, type SearchKindInfo, type SearchTable } from '../../store/search/searchRows.ts'

/** A company by its name; its industry and first relationship manager tell alike ones apart. */
function clientEntities(row: Record<string, unknown>): SearchEntity[] {
  const id = storedNumber(row.id)
  const rms = Array.isArray(row.relManagers) ? (row.relManagers as Record<string, unknown>[]) : []
  return oneEntity({
    key: searchKey('clients', id),
    kind: 'client',
    id,
    title: storedText(row.company),
    about: [],
    detail: [storedText(row.industry), storedText(rms[0]?.name)],
  })
}

export const CLIENTS_SEARCH = {
  kinds: [
    {
      name: 'client',
      letter: 'c',
      heading: 'Clients',
      rank: 0,
      opsTable: 'clients',
      route: '/clients',
    },
  ] satisfies SearchKindInfo[],
  tables: { clients: { code: 0, kind: 'client', entities: clientEntities } } satisfies Record<
    string,
    SearchTable
  >,
}
