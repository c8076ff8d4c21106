/** The app's database on fake-indexeddb, one per test, and a scripted stand-in for the server. */
import 'fake-indexeddb/auto'
import { afterEach } from 'vitest'
import type { ProposalInvoiceLine } from '../../../src/contract/proposals.ts'
import { CrmDb } from '../../../src/store/db.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../../src/sync/transport.ts'

export const USER = 3

const opened: CrmDb[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete()
})

export function newDb(): CrmDb {
  const db = new CrmDb(`proposals-${crypto.randomUUID()}`)
  opened.push(db)
  return db
}

export class StubServer implements Transport {
  readonly received: SyncRequest[] = []
  constructor(private readonly answer: (request: SyncRequest) => SyncResponse) {}
  send(request: SyncRequest): Promise<SyncResponse> {
    this.received.push(request)
    return Promise.resolve(this.answer(request))
  }
}

export const period = (
  invoiceDate: string,
  invoiceAmount: number,
  fields: Partial<ProposalInvoiceLine> = {},
): ProposalInvoiceLine => ({ id: 0, invoiceDate, invoiceAmount, remarks: '', ...fields })
