import { describe, expect, it } from 'vitest'
import { WITH_INVOICE_PERIOD } from '../fixtures.ts'
import { serverForFile, type Json } from '../harness.ts'
import { OPEN, signedIn, takeDealFacts } from './compatClient.ts'

const server = serverForFile()

const CARD_FIELDS = [
  'dealId',
  'dealName',
  'stage',
  'age',
  'dealDate',
  'clientName',
  'clientId',
  'proposalValue',
  'probability',
  'access',
  'rms',
  'invoicePeriod',
  'statusDate',
]

function expectDealCards(body: Json): void {
  expect(Array.isArray(body), 'a flat array of deal cards').toBe(true)
  expect(body.length).toBeGreaterThan(0)
  const card = body[0]
  for (const field of CARD_FIELDS) expect.soft(card).toHaveProperty(field)
  expect(typeof card.proposalValue).toBe('number')
  expect(card.probability).toBeGreaterThanOrEqual(10)
  expect(card.probability).toBeLessThanOrEqual(100)
  expect(typeof card.invoicePeriod).toBe('number')
  expect(typeof card.access[0]?.id).toBe('number')
  expect(typeof card.rms[0]?.id).toBe('number')
}

describe('the pipeline board as existing clients call it', () => {
  it('loads the board with the six-segment path under /Pipeline and gets a flat array of cards', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/Pipeline/0/0/0/0/0/10,20,30,40,50,60,70,80')
    expect(reply.status, reply.text).toBe(200)
    expectDealCards(reply.body)
  })

  it('reloads the board with the short default path /pipeline/0/0/0/0 after a probability update', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/pipeline/0/0/0/0')
    expect(reply.status, reply.text).toBe(200)
    expectDealCards(reply.body)
  })

  it('drags a card to another stage with /pipeline/drop and reads probability from the answer', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), `${OPEN} AND d.stage = 2`)
    const reply = await admin.get(`/pipeline/drop/${dealId}/${admin.userId}/4`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.probability).toBe(50)
  })

  it('saves a probability with /pipeline/probability and answers 200', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), `${OPEN} AND d.probability <> 60`)
    const reply = await admin.get(`/pipeline/probability/${dealId}/${admin.userId}/60`)
    expect(reply.status, reply.text).toBe(200)
    const detail = await admin.get(`/Pipeline/detail/${dealId}`)
    expect(detail.body.probability).toBe(60)
  })

  it('marks a deal Lost (3) then reopens it (4), reading { dealId, clientId, dealName }', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId, clientId } = await takeDealFacts(server(), OPEN)
    for (const code of [3, 4]) {
      const reply = await admin.get(`/pipeline/state/${dealId}/${admin.userId}/${code}`)
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body).toMatchObject({ dealId, clientId, dealName: expect.any(String) })
    }
  })

  it('marks a deal with an invoice period Won (2) and answers { dealId, clientId, dealName }', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId, clientId } = await takeDealFacts(server(), `${OPEN} AND ${WITH_INVOICE_PERIOD}`)
    const reply = await admin.get(`/Pipeline/state/${dealId}/${admin.userId}/2`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({ dealId, clientId, dealName: expect.any(String) })
  })
})
