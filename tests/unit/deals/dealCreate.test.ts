import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { listsWithNewDeal } from '../../../src/entities/deals/newDealPipelineLists.ts'
import type { SyncListRow } from '../../../src/store/outbox.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { readyOps, waitKeys } from '../../../src/sync/outboxOrder.ts'
import type { DealCreateArgs } from '../../../src/entities/deals/dealOps.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'

const newDeal = (fields: Partial<DealCreateArgs> = {}): Omit<DealCreateArgs, 'dealId'> => ({
  clientId: 5,
  contactId: 0,
  dealDate: '2024-03-01',
  tribeId: 1,
  segmentId: 2,
  branchId: 3,
  userIdRM: 7,
  name: 'Core banking upgrade',
  stageId: 2,
  probability: 20,
  picId: 7,
  clientName: 'PT Sinar Jaya',
  rmName: 'Rina',
  ...fields,
})

describe('deal.create', () => {
  it('shows the card at once under a temp id, then sends the new deal payload and takes the server id', async () => {
    const db = newDb()
    const server = new StubServer((request) =>
      request.path === '/pipeline'
        ? { status: 200, body: { id: 901, name: 'Core banking upgrade', clientId: 5, version: 1 } }
        : { status: 500, body: null },
    )
    const created = await enqueue(db, 'deal.create', newDeal(), USER)
    const tempId = created.entity.id
    expect(tempId).toBeLessThan(0)
    expect(await db.deals.get(tempId)).toMatchObject({
      dealName: 'Core banking upgrade',
      stage: 2,
      probability: 20,
      clientName: 'PT Sinar Jaya',
      rms: [{ id: 7, text: 'Rina' }],
      invoicePeriod: 0,
      version: 0,
    })

    await drain(db, server)
    expect(server.received[0]).toMatchObject({
      method: 'POST',
      path: '/pipeline',
      body: {
        userId: USER,
        clientId: 5,
        contactId: 0,
        dealDate: '2024-03-01',
        tribeId: 1,
        segmentId: 2,
        branchId: 3,
        userIdRM: 7,
        name: 'Core banking upgrade',
        stageId: 2,
        probability: 20,
        picId: 7,
      },
    })
    expect(server.received[0]!.body).not.toHaveProperty('clientName')
    expect(await db.deals.get(tempId)).toBeUndefined()
    expect(await db.deals.get(901)).toMatchObject({ dealId: 901, version: 1 })
  })

  it('waits for a client created offline and is sent with its server id', async () => {
    const db = newDb()
    const server = new StubServer((request) =>
      request.path === '/clients'
        ? { status: 200, body: { client: { id: 300 }, version: 1 } }
        : { status: 200, body: { id: 902, name: 'x', clientId: 300, version: 1 } },
    )
    const client = await enqueue(
      db,
      'client.create',
      {
        company: 'PT Baru',
        industryId: 1,
        industry: 'Banking',
        segmentId: 0,
        phone: '',
        fax: '',
        address1: '',
        address2: '',
        address3: '',
        website: '',
        remarks: '',
        relManagers: [],
      },
      USER,
    )
    const deal = await enqueue(db, 'deal.create', newDeal({ clientId: client.entity.id }), USER)
    expect(waitKeys(deal)).toContain(`clients:${client.entity.id}`)
    const ready = readyOps(await db.outbox.toArray(), Date.now())
    expect(ready.map((op) => op.type)).toEqual(['client.create'])

    await drain(db, server)
    const sentDeal = server.received.find((request) => request.path === '/pipeline')
    expect(sentDeal?.body).toMatchObject({ clientId: 300 })
  })
})

describe('the pipeline lists of a new deal', () => {
  const lists: SyncListRow[] = [
    { key: 'pipeline:/pipeline/0/0/0/0/0/0', table: 'deals', ids: [1, 2] },
    { key: 'status:1', table: 'statusUpdates', ids: [10] },
  ]

  it('puts the temp id first in every pipeline list only', () => {
    expect(listsWithNewDeal(lists, -4)).toEqual([
      { key: 'pipeline:/pipeline/0/0/0/0/0/0', table: 'deals', ids: [-4, 1, 2] },
    ])
  })
})
