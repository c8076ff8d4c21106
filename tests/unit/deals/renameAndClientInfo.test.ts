import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import {
  clientInfoArgs,
  clientInfoShown,
  formOf,
} from '../../../src/features/deals/clientInfo/clientInfoModel.ts'
import { renameArgsOf } from '../../../src/features/deals/rename/renameCommands.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { dealDetail } from './detailFixture.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'

const cardRow = (fields: Partial<DealRow> = {}) =>
  ({
    dealId: 42,
    dealName: 'Core banking upgrade',
    stage: 3,
    probability: 30,
    version: 3,
    ...fields,
  }) as DealRow

const detail = dealDetail({
  segment: { id: 2, text: 'Corporate' },
  branch: { id: 4, text: 'Jakarta' },
  pic: { id: 7, text: 'Rina' },
})

describe('deal name edit', () => {
  it('builds the whole name save payload from the detail with the card on top', () => {
    const args = renameArgsOf(detail, cardRow({ probability: 50, stage: 4 }), '  Core banking v2 ')
    expect(args).toEqual({
      dealId: 42,
      name: 'Core banking v2',
      clientId: 5,
      contactId: 9,
      dealDate: '2024-01-01',
      segmentId: 2,
      branchId: 4,
      stageId: 4,
      probability: 50,
      picId: 7,
    })
  })

  it('renames the card at once and sends PUT /pipeline/{id} with If-Match', async () => {
    const db = newDb()
    await db.deals.put(cardRow())
    await enqueue(db, 'deal.rename', renameArgsOf(detail, cardRow(), 'Core banking v2'), USER)
    expect((await db.deals.get(42))?.dealName).toBe('Core banking v2')

    const server = new StubServer(() => ({
      status: 200,
      body: { id: 42, name: 'Core banking v2', version: 4 },
    }))
    await drain(db, server)
    expect(server.received[0]).toMatchObject({
      method: 'PUT',
      path: '/pipeline/42',
      headers: { 'If-Match': '"3"' },
      body: { id: 42, userId: USER, name: 'Core banking v2', clientId: 5, segmentId: 2 },
    })
    expect(await db.deals.get(42)).toMatchObject({ dealName: 'Core banking v2', version: 4 })
  })
})

describe('client information', () => {
  it('drops members that repeat the contact and names them for the card', () => {
    const form = { company: { id: 5, text: 'PT Sinar Jaya' }, contactId: 9, memberIds: [9, 11] }
    const contacts = [
      { id: 9, text: 'Budi' },
      { id: 11, text: 'Sari' },
    ]
    expect(clientInfoArgs(42, form, contacts)).toEqual({
      dealId: 42,
      clientId: 5,
      companyName: 'PT Sinar Jaya',
      contactId: 9,
      memberIds: [11],
      contactName: 'Budi',
      memberNames: ['Sari'],
    })
    expect(formOf(clientInfoShown(detail, undefined))).toEqual({
      company: { id: 5, text: 'PT Sinar Jaya' },
      contactId: 9,
      memberIds: [],
    })
  })

  it('shows the new contact before the sync and sends PUT /pipeline/client/{clientId}', async () => {
    const db = newDb()
    await db.deals.put(cardRow())
    const args = clientInfoArgs(
      42,
      { company: { id: 5, text: 'PT Sinar Jaya' }, contactId: 11, memberIds: [12] },
      [
        { id: 11, text: 'Sari' },
        { id: 12, text: 'Tono' },
      ],
    )
    await enqueue(db, 'deal.setClientInfo', args, USER)
    const pending = await db.deals.get(42)
    expect(clientInfoShown(detail, pending)).toEqual({
      clientCompany: { id: 5, text: 'PT Sinar Jaya' },
      clientContact: { id: 11, text: 'Sari' },
      clientMembers: [{ id: 12, text: 'Tono' }],
    })

    const server = new StubServer(() => ({ status: 204, body: null }))
    await drain(db, server)
    expect(server.received[0]).toMatchObject({
      method: 'PUT',
      path: '/pipeline/client/5',
      headers: { 'If-Match': '"3"' },
      body: {
        clientId: 5,
        dealId: 42,
        userId: USER,
        companyName: 'PT Sinar Jaya',
        contactId: 11,
        memberIds: [12],
      },
    })
    const settled = await db.deals.get(42)
    expect(settled?.version).toBe(4)
    expect(settled?.clientInfoDraft).toBeUndefined()
  })
})
