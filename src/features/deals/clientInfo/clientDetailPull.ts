/**
 * The deal's client company and its contacts pulled from GET /clients/{id} into IndexedDB, so
 * the Client Information card offers that client's contacts (also offline afterwards) and the
 * Detail Client form has the company to show.
 */
import { CLIENT_ROUTES } from '../../../contract/clients.ts'
import { pathOf } from '../../../contract/route.ts'
import { asRows, readAnswer, type ListPull } from '../../../sync/pull.ts'
import { syncEngine } from '../../../app/sync/syncEngine.ts'
import { companyContactsPull } from '../../../entities/contacts/companyContacts.ts'

const detailOf = (body: unknown) => readAnswer(CLIENT_ROUTES.detail, body)

export const clientOfDealPull = (clientId: number): ListPull => ({
  key: `dealClient:${clientId}`,
  table: 'clients',
  path: pathOf(CLIENT_ROUTES.detail, { clientId }),
  rows: (body) => {
    const { client, relManagers } = detailOf(body)
    return asRows([{ ...client, relManagers }])
  },
})

/** Both pulls; failures (offline, a refused call) leave what IndexedDB holds. */
export async function pullClientOfDeal(clientId: number): Promise<void> {
  if (clientId <= 0 || !navigator.onLine) return
  await Promise.all([
    syncEngine.pull(clientOfDealPull(clientId)),
    syncEngine.pull(companyContactsPull(clientId)),
  ]).catch(() => undefined)
}
