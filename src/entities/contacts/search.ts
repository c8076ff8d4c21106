import {
  oneEntity,
  storedNumber,
  storedText,
  type SearchEntity,
} from '../../store/search/entityRows.ts'
import { searchKey, type SearchKindInfo, type SearchTable } from '../../store/search/searchRows.ts'

/** A contact by its own name; its position and company are shown. */
function contactEntities(row: Record<string, unknown>): SearchEntity[] {
  const id = storedNumber(row.id)
  return oneEntity({
    key: searchKey('contacts', id),
    kind: 'contact',
    id,
    title: storedText(row.name),
    about: [],
    detail: [storedText(row.position), storedText(row.company)],
    parent: storedNumber(row.clientId),
  })
}

export const CONTACTS_SEARCH = {
  kinds: [
    {
      name: 'contact',
      letter: 'p',
      heading: 'Contacts',
      rank: 1,
      opsTable: 'contacts',
      route: '/clients',
    },
  ] satisfies SearchKindInfo[],
  tables: { contacts: { code: 1, kind: 'contact', entities: contactEntities } } satisfies Record<
    string,
    SearchTable
  >,
}
