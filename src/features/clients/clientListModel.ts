/**
 * The client and contact lists read from IndexedDB (core-spec "Client screens"): the filter and
 * search applied to the cached rows, sorted as the server sorts (name, then id), cut into pages.
 * Pure functions, so the offline list and its tests need no database.
 */
import type { ClientRow, ContactRow } from '../../entities/clients/clientRows.ts'

export interface ClientListQuery {
  industry: number
  segment: number
  rm: number
  search: string
}

export const NO_CLIENT_FILTER: ClientListQuery = { industry: 0, segment: 0, rm: 0, search: '' }

export interface Page<T> {
  rows: T[]
  /** Rows matching, over all pages. */
  total: number
  page: number
  pages: number
}

const contains = (text: string, search: string): boolean => {
  const wanted = search.trim().toLowerCase()
  return wanted === '' || text.toLowerCase().includes(wanted)
}

/** Industry, segment and RM (0: all), and the search on the company name. */
export function clientMatches(client: ClientRow, query: ClientListQuery): boolean {
  return (
    (query.industry === 0 || client.industryId === query.industry) &&
    (query.segment === 0 || client.segmentId === query.segment) &&
    (query.rm === 0 || client.relManagers.some((rm) => rm.relManagerId === query.rm)) &&
    contains(client.company, query.search)
  )
}

const byName = (a: string, b: string, idA: number, idB: number): number =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || idA - idB

export function pageOf<T>(rows: readonly T[], page: number, perPage: number): Page<T> {
  const pages = Math.max(1, Math.ceil(rows.length / perPage))
  const current = Math.min(Math.max(1, page), pages)
  return {
    rows: rows.slice((current - 1) * perPage, current * perPage),
    total: rows.length,
    page: current,
    pages,
  }
}

export function clientListPage(
  clients: readonly ClientRow[],
  query: ClientListQuery,
  page: number,
  perPage: number,
): Page<ClientRow> {
  const matching = clients
    .filter((client) => clientMatches(client, query))
    .sort((a, b) => byName(a.company, b.company, a.id, b.id))
  return pageOf(matching, page, perPage)
}

export interface ContactListQuery {
  industry: number
  search: string
  /** Contacts the server listed for the chosen period; null when no period is chosen. */
  periodIds: ReadonlySet<number> | null
}

/** A contact of the list with its company (the company's row when cached, else the pulled name). */
export interface ContactListEntry extends ContactRow {
  company: string
}

/**
 * Contacts matching the industry (their company's), the period (the ids the server listed for
 * it) and the search on the name; contacts of a company no longer held are left out.
 */
export function contactListPage(
  contacts: readonly ContactRow[],
  clientsById: ReadonlyMap<number, ClientRow>,
  query: ContactListQuery,
  page: number,
  perPage: number,
): Page<ContactListEntry> {
  const matching: ContactListEntry[] = []
  for (const contact of contacts) {
    const client = clientsById.get(contact.clientId)
    if (!client) continue
    if (query.industry !== 0 && client.industryId !== query.industry) continue
    if (query.periodIds && !query.periodIds.has(contact.id)) continue
    if (!contains(contact.name, query.search)) continue
    matching.push({ ...contact, company: client.company })
  }
  matching.sort((a, b) => byName(a.name, b.name, a.id, b.id))
  return pageOf(matching, page, perPage)
}

/**
 * The server's page of the contact list as shown: each contact as this device holds it now (its
 * company's name from the company's row when held), after the contacts added here and not sent yet
 * (on the first page).
 */
export function serverContactPage(
  server: { rows: readonly ContactRow[]; total: number },
  clientsById: ReadonlyMap<number, ClientRow>,
  unsent: readonly ContactListEntry[],
  page: number,
  perPage: number,
): Page<ContactListEntry> {
  const rows = server.rows.map((contact) => ({
    ...contact,
    company: clientsById.get(contact.clientId)?.company ?? contact.company ?? '',
  }))
  const total = server.total + unsent.length
  return {
    rows: page === 1 ? [...unsent, ...rows] : rows,
    page,
    pages: Math.max(1, Math.ceil(server.total / perPage)),
    total,
  }
}

/** The contacts added on this device and not sent yet (temp ids) that match the query. */
export const unsentContacts = (
  contacts: readonly ContactRow[],
  clientsById: ReadonlyMap<number, ClientRow>,
  query: ContactListQuery,
): ContactListEntry[] =>
  contactListPage(
    contacts.filter((contact) => contact.id < 0),
    clientsById,
    query,
    1,
    Number.MAX_SAFE_INTEGER,
  ).rows
