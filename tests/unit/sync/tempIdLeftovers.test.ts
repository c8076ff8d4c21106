import { describe, expect, it } from 'vitest'
import { enqueue } from '../../../src/sync/commands.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { syncTables } from '../../../src/sync/syncDb.ts'
import { replaceTempId } from '../../../src/sync/replaceTempId.ts'
import type { Transport } from '../../../src/sync/transport.ts'
import { clientsHarness, company, person } from '../clients/clientsSyncHarness.ts'
import { newDb, USER } from '../crmDbHarness.ts'

const newDeal = (clientId: number) => ({
  clientId,
  contactId: 0,
  dealDate: '2026-05-04',
  tribeId: 1,
  segmentId: 1,
  branchId: 1,
  userIdRM: USER,
  name: 'Training',
  stageId: 2 as const,
  probability: 20,
  picId: 0,
  clientName: 'PT Sinar Jaya',
  rmName: 'Citra',
})

const OWNERS = {
  tribes: [{ id: 1, text: 'Tribe', percent: 100, nominal: 0, usePercent: true }],
  rms: [],
  segment: { id: 1, text: 'Corporate' },
  branch: { id: 1, text: 'Jakarta' },
  pic: null,
  consultants: [],
}

const proposal = (dealId: number) => ({
  dealId,
  typeId: 1,
  typeText: 'Workshop',
  sentById: USER,
  sentDate: '2026-05-04',
  contactIds: [],
  proposalValue: 1_000_000,
  invoices: [{ id: 0, invoiceDate: '2026-09-01', invoiceAmount: 1_000_000, remarks: '' }],
  filename: '',
  fileBase64: '',
})

describe('no temp id is left behind once its create synced', () => {
  it('a deal card made for a company made offline takes the company server id', async () => {
    const db = newDb()
    const client = await enqueue(db, 'client.create', company(), USER)
    const deal = await enqueue(db, 'deal.create', newDeal(client.entity.id), USER)
    expect(await db.deals.get(deal.entity.id)).toMatchObject({ clientId: client.entity.id })

    await db.transaction('rw', syncTables(db), () =>
      replaceTempId(db, 'clients', client.entity.id, 100),
    )

    expect(await db.deals.get(deal.entity.id)).toMatchObject({ clientId: 100 })
    const [, queued] = await db.outbox.orderBy('seq').toArray()
    expect(queued!.args).toMatchObject({ clientId: 100 })
  })

  it('discarding a company made offline takes its deal along, and what waits for the deal', async () => {
    const db = newDb()
    const client = await enqueue(db, 'client.create', company(), USER)
    const deal = await enqueue(db, 'deal.create', newDeal(client.entity.id), USER)
    const dealId = deal.entity.id
    await enqueue(db, 'deal.setOwners', { dealId, owners: OWNERS }, USER)
    await enqueue(db, 'proposal.create', proposal(dealId), USER)

    const decision = await discardOp(db, client.opId)

    expect(decision.dropped.map((op) => op.type)).toEqual([
      'client.create',
      'deal.create',
      'deal.setOwners',
      'proposal.create',
    ])
    expect(await db.outbox.count()).toBe(0)
    expect(await db.deals.count()).toBe(0)
    expect(await db.proposals.count()).toBe(0)
  })

  it('a delete made offline, refused after its create synced, puts the row back under server ids', async () => {
    const { db, server, drain } = clientsHarness()
    const client = await enqueue(db, 'client.create', company(), USER)
    const contact = await enqueue(
      db,
      'contact.create',
      { clientId: client.entity.id, ...person('Budi') },
      USER,
    )
    const removal = await enqueue(
      db,
      'contact.delete',
      { contactId: contact.entity.id, clientId: client.entity.id },
      USER,
    )
    // The contact's company is not the person's: the server refuses the delete.
    const refusing: Transport = {
      send: (request) =>
        request.method === 'DELETE'
          ? Promise.resolve({ status: 403, body: [{ description: 'Not yours' }] })
          : server.send(request),
    }
    await drain({ transport: refusing })
    expect(await db.outbox.toArray()).toMatchObject([{ opId: removal.opId, status: 'failed' }])

    await discardOp(db, removal.opId)

    expect(await db.contacts.toArray()).toMatchObject([{ id: 500, clientId: 100, name: 'Budi' }])
    expect(await db.clients.toArray()).toMatchObject([{ id: 100 }])
  })
})
