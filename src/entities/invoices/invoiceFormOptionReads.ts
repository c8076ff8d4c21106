/**
 * The invoice form's options for a client from what this device holds: its Won deals (those its
 * invoices name, then the deals won here) and its contacts. Unsorted, possibly repeated: the form
 * merges them with what the server answers.
 */
import type { IdText } from '../../contract/common.ts'
import { contactsTable } from '../clients/clientRows.ts'
import type { CrmDb } from '../db.ts'

export interface InvoiceFormLocalOptions {
  deals: IdText[]
  contacts: IdText[]
}

async function localWonDeals(db: CrmDb, clientId: number): Promise<IdText[]> {
  const [invoices, deals] = await Promise.all([
    db.invoices.filter((invoice) => invoice.client?.id === clientId).toArray(),
    db.deals.filter((deal) => deal.clientId === clientId && deal.state === 'won').toArray(),
  ])
  return [
    ...invoices.map((invoice) => ({ id: invoice.dealId, text: invoice.dealName })),
    ...deals.map((deal) => ({ id: deal.dealId, text: deal.dealName })),
  ]
}

/** `wantDeals`: false leaves the deals unread (reading them scans the device's deals). */
export async function readInvoiceFormLocalOptions(
  db: CrmDb,
  clientId: number,
  wantDeals: boolean,
): Promise<InvoiceFormLocalOptions> {
  return {
    deals: wantDeals ? await localWonDeals(db, clientId) : [],
    contacts: (await contactsTable(db).where('clientId').equals(clientId).toArray()).map(
      (contact) => ({ id: contact.id, text: contact.name }),
    ),
  }
}
