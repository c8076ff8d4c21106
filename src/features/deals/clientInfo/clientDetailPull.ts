/**
 * The deal's client company and its contacts pulled from GET /clients/{id} into IndexedDB, so
 * the Client Information card offers that client's contacts (also offline afterwards) and the
 * Detail Client form has the company to show.
 */
import { CLIENT_ROUTES, type ClientDetail } from '../../../contract/clients.ts'
import { pathOf } from '../../../contract/route.ts'
import { PullError, type ListPull } from '../../../sync/pull.ts'
import type { Row } from '../../../sync/syncDb.ts'
import { syncEngine } from '../../sync/syncEngine.ts'

const isClientDetail = (body: unknown): body is ClientDetail =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ClientDetail).client?.id === 'number' &&
  Array.isArray((body as ClientDetail).contacts)

const detailOf = (body: unknown): ClientDetail => {
  if (!isClientDetail(body)) throw new PullError(200, body)
  return body
}

export const clientOfDealPull = (clientId: number): ListPull => ({
  key: `dealClient:${clientId}`,
  table: 'clients',
  path: pathOf(CLIENT_ROUTES.detail, { clientId }),
  rows: (body) => {
    const { client, relManagers } = detailOf(body)
    return [{ ...client, relManagers } as unknown as Row]
  },
})

export const contactsOfDealClientPull = (clientId: number): ListPull => ({
  key: `dealClientContacts:${clientId}`,
  table: 'contacts',
  path: pathOf(CLIENT_ROUTES.detail, { clientId }),
  rows: (body) => detailOf(body).contacts as unknown as Row[],
})

/** Both pulls; failures (offline, a refused call) leave what IndexedDB holds. */
export async function pullClientOfDeal(clientId: number): Promise<void> {
  if (clientId <= 0 || !navigator.onLine) return
  await Promise.all([
    syncEngine.pull(clientOfDealPull(clientId)),
    syncEngine.pull(contactsOfDealClientPull(clientId)),
  ]).catch(() => undefined)
}
