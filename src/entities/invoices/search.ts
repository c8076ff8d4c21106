import {
  oneEntity,
  storedIdText,
  storedNumber,
  storedText,
  type SearchEntity,
} from '../../store/search/entityRows.ts'
import { searchKey, type SearchKindInfo, type SearchTable } from '../../store/search/searchRows.ts'

/** An invoice by its deal's name (else its company's) and its company's; its date is shown. */
function invoiceEntities(row: Record<string, unknown>): SearchEntity[] {
  const id = storedNumber(row.invoiceId)
  const client = storedIdText(row.client)
  return oneEntity({
    key: searchKey('invoices', id),
    kind: 'invoice',
    id,
    title: storedText(row.dealName) || client,
    about: [client],
    detail: [client, { date: storedText(row.invoiceDate) }],
  })
}

export const INVOICES_SEARCH = {
  kinds: [
    {
      name: 'invoice',
      letter: 'i',
      heading: 'Invoices',
      rank: 4,
      opsTable: 'invoices',
      route: '/invoices',
    },
  ] satisfies SearchKindInfo[],
  tables: { invoices: { code: 5, kind: 'invoice', entities: invoiceEntities } } satisfies Record<
    string,
    SearchTable
  >,
}
