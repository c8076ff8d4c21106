import { describe, expect, it } from 'vitest'
import { serverForFile, type Json } from '../harness.ts'
import { EXTRA, signedIn } from './compatClient.ts'

const server = serverForFile()

/** Clients read stages[0]..stages[4] directly. */
function expectFiveMonthColumns(stages: Json): void {
  expect(stages).toHaveLength(5)
  for (const column of stages) {
    expect(column).toMatchObject({
      stage: expect.any(Number),
      text: expect.any(String),
      year: expect.any(Number),
      month: expect.any(Number),
    })
  }
}

const INVOICE_FIELDS = [
  'invoiceId',
  'dealId',
  'dealName',
  'invoiceDate',
  'amount',
  'remarks',
  'year',
  'month',
  'stage',
  'filename',
  'contact',
  'access',
  'pic',
]

const PROJECTION_FIELDS = [
  'invoiceId',
  'dealId',
  'dealName',
  'age',
  'dealDate',
  'clientName',
  'clientId',
  'probability',
  'invoiceDate',
  'value',
  'remarks',
  'year',
  'month',
  'stage',
  'access',
  'rms',
]

/** An invoice period of an open deal's current proposal: the projection item's invoiceId. */
async function openInvoicePeriod(offset: number) {
  const [row] = await server().db.query<{ deal_id: number; id: number; invoice_date: string }>(
    `SELECT p.deal_id, pi.id, to_char(pi.invoice_date, 'YYYY-MM-DD') AS invoice_date
       FROM proposal_invoices pi JOIN proposals p ON p.id = pi.proposal_id
       JOIN deals d ON d.id = p.deal_id
      WHERE d.state = 'open' AND p.id = (SELECT max(id) FROM proposals WHERE deal_id = d.id)
      ORDER BY pi.id OFFSET $1 LIMIT 1`,
    [offset],
  )
  return { dealId: row!.deal_id, invoiceId: row!.id, invoiceDate: row!.invoice_date }
}

describe('projection, summary, invoice and lost deal lists as existing clients call them', () => {
  it('loads the projection summary with the three bands and reads 3 × { amount }', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/pipeline/summary/0/0/10,20/30,40,50/70,80/0/0/0')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toHaveLength(3)
    for (const band of reply.body) expect(typeof band.amount).toBe('number')
  })

  it('loads the projection board and reads five month columns and the projection items', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/Pipeline/projection/0/0/0/0/0/0')
    expect(reply.status, reply.text).toBe(200)
    expectFiveMonthColumns(reply.body.stages)
    expect(reply.body.projection.length).toBeGreaterThan(0)
    const item = reply.body.projection[0]
    for (const field of PROJECTION_FIELDS) expect.soft(item).toHaveProperty(field)
  })

  it('drags a projection card to another month with /pipeline/projection/drop and gets 200', async () => {
    const admin = await signedIn(server(), 'admin')
    const period = await openInvoicePeriod(0)
    const reply = await admin.get(
      `/pipeline/projection/drop/${period.dealId}/${period.invoiceId}/3/2027/${admin.userId}`,
    )
    expect(reply.status, reply.text).toBe(200)
  })

  it('updates a projected invoice with POST /pipeline/projection/invoice and gets 200', async () => {
    const admin = await signedIn(server(), 'admin')
    const period = await openInvoicePeriod(1)
    const [year, month] = period.invoiceDate.split('-').map(Number)
    const reply = await admin.post('/pipeline/projection/invoice', {
      dealId: period.dealId,
      invoiceId: period.invoiceId,
      userId: admin.userId,
      month,
      year,
      amount: 125_000_000,
      remarks: 'Second term',
      invoiceDate: period.invoiceDate,
      ...EXTRA,
    })
    expect(reply.status, reply.text).toBe(200)
  })

  for (const flag of [1, 0]) {
    it(`loads the invoice list with flag ${flag} and reads stages and the invoice items`, async () => {
      const admin = await signedIn(server(), 'admin')
      const reply = await admin.get(`/pipeline/invoice/0/0/0/0/0/${flag}`)
      expect(reply.status, reply.text).toBe(200)
      expectFiveMonthColumns(reply.body.stages)
      expect(reply.body.invoice.length).toBeGreaterThan(0)
      const item = reply.body.invoice[0]
      for (const field of INVOICE_FIELDS) expect.soft(item).toHaveProperty(field)
      expect.soft(item.client).toMatchObject({ id: expect.any(Number), text: expect.any(String) })
      expect.soft(typeof item.rms[0]?.text).toBe('string')
      expect.soft(typeof item.tribes[0]?.text).toBe('string')
      expect.soft(typeof item.branch?.text).toBe('string')
      expect.soft(typeof item.segment?.text).toBe('string')
    })
  }

  it('loads the to-be-invoiced list with the default path /pipeline/invoice/0/0/0/0/1', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/pipeline/invoice/0/0/0/0/1')
    expect(reply.status, reply.text).toBe(200)
    expectFiveMonthColumns(reply.body.stages)
    expect(Array.isArray(reply.body.invoice)).toBe(true)
  })

  it('loads the lost deal list page 1 of 10 and reads { items, info: { page, perPage, total } }', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/pipeline/lostdeal/0/0/0/0/0/1/10/*')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.info).toEqual({ page: 1, perPage: 10, total: expect.any(Number) })
    expect(reply.body.items[0]).toMatchObject({
      dealId: expect.any(Number),
      dealName: expect.any(String),
      clientName: expect.any(String),
      proposalValue: expect.any(Number),
    })
    expect(typeof reply.body.items[0].rms[0]?.text).toBe('string')
  })
})
