/**
 * What the global search shows of each kind: the group's heading, the outbox table whose ops mark
 * its results, and whether a role may open it (clients and contacts open on /clients, invoices on
 * /invoices; deals and visits on /deals, open to every role).
 */
import { canOpenRoute } from '../../domain/navigation.ts'
import { SEARCH_KINDS, type SearchKind } from '../../store/search/searchRows.ts'

export const KIND_HEADING: Readonly<Record<SearchKind, string>> = {
  client: 'Clients',
  contact: 'Contacts',
  deal: 'Deals',
  visit: 'Sales visits',
  invoice: 'Invoices',
}

/** The table of a kind's ops (entityKey `${table}:${id}`). */
export const KIND_TABLE: Readonly<Record<SearchKind, string>> = {
  client: 'clients',
  contact: 'contacts',
  deal: 'deals',
  visit: 'visits',
  invoice: 'invoices',
}

const KIND_ROUTE: Readonly<Record<SearchKind, string | null>> = {
  client: '/clients',
  contact: '/clients',
  deal: null,
  visit: null,
  invoice: '/invoices',
}

/** The kinds whose screen the role may open. */
export function kindsForRole(roleId: number): ReadonlySet<SearchKind> {
  return new Set(
    SEARCH_KINDS.filter((kind) => {
      const route = KIND_ROUTE[kind]
      return route === null || canOpenRoute(roleId, route)
    }),
  )
}
