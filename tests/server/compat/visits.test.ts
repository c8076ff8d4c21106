import { describe, expect, it } from 'vitest'
import { serverForFile } from '../harness.ts'
import {
  EXTRA,
  OPEN,
  signedIn,
  takeDealFacts,
  type CompatClient,
  type DealFacts,
} from './compatClient.ts'

const server = serverForFile()

/** The sales visit dialog's body for a deal; visitDate as the date picker gives it. */
const visitBody = (deal: DealFacts, userId: number, visitDate: string) => ({
  id: 0,
  dealId: deal.dealId,
  userId,
  clientId: deal.clientId,
  visitDate,
  startTime: '09:00',
  endTime: '10:30',
  contacts: [deal.contactIds[0]],
  rms: [3],
  consultants: [2],
  tribes: [1],
  location: 'Jakarta',
  objective: 'Present the workshop',
  nextStep: 'Send the proposal',
  remark: 'Met the HR director',
  ...EXTRA,
})

describe('sales visits as existing clients send them', () => {
  it('records a visit whose visitDate is a full ISO date-time and reads { dealId }', async () => {
    const admin = await signedIn(server(), 'admin')
    const deal = await takeDealFacts(server(), OPEN)
    const reply = await admin.post(
      '/pipeline/visit',
      visitBody(deal, admin.userId, '2026-11-24T01:09:45.887Z'),
    )
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.dealId).toBe(deal.dealId)
  })

  it('edits a visit with PUT /pipeline/visit/{id}, visitDate a full ISO date-time, reading { dealId }', async () => {
    const admin = await signedIn(server(), 'admin')
    const deal = await takeDealFacts(server(), OPEN)
    const created = await admin.post('/pipeline/visit', visitBody(deal, admin.userId, '2026-11-20'))
    expect(created.status, `setup: ${created.text}`).toBe(200)
    const visitId = created.body.id as number
    const reply = await admin.put(`/Pipeline/visit/${visitId}`, {
      ...visitBody(deal, admin.userId, '2026-11-24T01:09:45.887Z'),
      id: visitId,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.dealId).toBe(deal.dealId)
  })

  it('records a visit with its ids as numeric text ("12") and reads { dealId }', async () => {
    const admin = await signedIn(server(), 'admin')
    const deal = await takeDealFacts(server(), OPEN)
    const reply = await admin.post('/pipeline/visit', {
      ...visitBody(deal, admin.userId, '2026-11-24'),
      dealId: String(deal.dealId),
      userId: String(admin.userId),
      clientId: String(deal.clientId),
    })
    expect(reply.status, reply.text).toBe(200)
    expect(Number(reply.body.dealId)).toBe(deal.dealId)
  })

  it('records a standalone visit (dealId 0) at a client and reads { dealId }', async () => {
    const admin = await signedIn(server(), 'admin')
    const deal = await takeDealFacts(server(), OPEN)
    const reply = await admin.post('/pipeline/visit', {
      ...visitBody(deal, admin.userId, '2026-11-24'),
      dealId: 0,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.dealId).toBe(0)
  })
})

/** POST /pipeline/status as the Status Update card sends it. */
async function addStatus(admin: CompatClient, dealId: number, status: string) {
  return admin.post('/pipeline/status', { id: 0, status, dealId, userId: admin.userId, ...EXTRA })
}

describe('status updates as existing clients send them', () => {
  it('adds a status update with POST /pipeline/status and reads { dealId }', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), OPEN)
    const reply = await addStatus(admin, dealId, 'Waiting for the budget')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.dealId).toBe(dealId)
  })

  it('lists status updates with GET /Pipeline/status/{dealId} and reads their fields', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), OPEN)
    expect((await addStatus(admin, dealId, 'Listed status')).status, 'setup').toBe(200)
    const reply = await admin.get(`/Pipeline/status/${dealId}`)
    expect(reply.status, reply.text).toBe(200)
    const entry = reply.body.find((row: { status: string }) => row.status === 'Listed status')
    expect(entry).toMatchObject({
      id: expect.any(Number),
      lastUpdated: expect.any(String),
      firstname: expect.any(String),
      dealId,
    })
  })

  it('edits a status update with PUT /pipeline/status/{id} (dealId as text) and reads { dealId }', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), OPEN)
    const added = await addStatus(admin, dealId, 'To be edited')
    expect(added.status, `setup: ${added.text}`).toBe(200)
    const statusId = added.body.id as number
    const reply = await admin.put(`/pipeline/status/${statusId}`, {
      id: statusId,
      status: 'Budget approved',
      dealId: String(dealId),
      userId: admin.userId,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.dealId).toBe(dealId)
  })

  it('deletes a status update with DELETE /pipeline/status/{statusId}/{userId} and gets 200', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), OPEN)
    const added = await addStatus(admin, dealId, 'To be deleted')
    expect(added.status, `setup: ${added.text}`).toBe(200)
    const reply = await admin.delete(`/pipeline/status/${added.body.id}/${admin.userId}`)
    expect(reply.status, reply.text).toBe(200)
    const list = await admin.get(`/Pipeline/status/${dealId}`)
    expect(list.body.some((row: { status: string }) => row.status === 'To be deleted')).toBe(false)
  })
})
