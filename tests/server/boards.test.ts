import { describe, expect, it } from 'vitest'
import type { InvoiceList } from '../../src/contract/invoices.ts'
import type { LostDealList } from '../../src/contract/lostDeals.ts'
import type { ProjectionBoard } from '../../src/contract/projection.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { count, NOT_OWNED_BY, OWNED_BY } from './fixtures.ts'
import { callers, newKey, USER_IDS, serverForFile } from './harness.ts'

const server = serverForFile()

/** The deal's journal entries of a changed invoice date. */
const toBeDateEntries = (dealId: number) =>
  count(server(), `SELECT count(*) FROM deal_journal WHERE deal_id = $1 AND type = 'tobedate'`, [
    dealId,
  ])

const now = new Date()
const yyyymm = (offset = 0) => {
  const date = new Date(now.getFullYear(), now.getMonth() + offset, 1)
  return date.getFullYear() * 100 + date.getMonth() + 1
}

describe('GET /pipeline/lostdeal/{from}/{to}/{tribe}/{segment}/{rm}/{page}/{perPage}/{search}', () => {
  it('answers lost deals paged with { items, info }', async () => {
    const { viewer } = await callers(server())
    const total = await count(server(), `SELECT count(*) FROM deals WHERE state = 'lost'`)
    const first = await viewer.get<LostDealList>('/pipeline/lostdeal/0/0/0/0/0/1/10/*')
    expect(first.status).toBe(200)
    expect(first.body.info).toEqual({ page: 1, perPage: 10, total })
    expect(first.body.items).toHaveLength(10)
    expect(Object.keys(first.body.items[0]!).sort()).toEqual(
      ['clientName', 'dealId', 'dealName', 'proposalValue', 'rms', 'version'].sort(),
    )
    const second = await viewer.get<LostDealList>('/pipeline/lostdeal/0/0/0/0/0/2/10/*')
    const firstIds = new Set(first.body.items.map((item) => item.dealId))
    expect(second.body.items.some((item) => firstIds.has(item.dealId))).toBe(false)
    const states = await server().db.query<{ state: string }>(
      'SELECT DISTINCT state FROM deals WHERE id = ANY($1::int[])',
      [[...firstIds]],
    )
    expect(states).toEqual([{ state: 'lost' }])
  })

  it('searches the deal name and the client name, without regard to case', async () => {
    const { viewer } = await callers(server())
    const [lost] = await server().db.query<{ name: string; company: string }>(
      `SELECT d.name, c.company FROM deals d JOIN clients c ON c.id = d.client_id WHERE d.state = 'lost' ORDER BY d.id LIMIT 1`,
    )
    const byClient = await viewer.get<LostDealList>(
      `/pipeline/lostdeal/0/0/0/0/0/1/50/${encodeURIComponent(lost!.company.toUpperCase())}`,
    )
    expect(byClient.body.items.length).toBeGreaterThan(0)
    expect(
      byClient.body.items.every(
        (item) => item.clientName === lost!.company || item.dealName.includes(lost!.company),
      ),
    ).toBe(true)
    const byDeal = await viewer.get<LostDealList>(
      `/pipeline/lostdeal/0/0/0/0/0/1/50/${encodeURIComponent(lost!.name.slice(0, 12))}`,
    )
    expect(byDeal.body.items.some((item) => item.dealName === lost!.name)).toBe(true)
    const none = await viewer.get<LostDealList>('/pipeline/lostdeal/0/0/0/0/0/1/10/no%25such_deal')
    expect(none.body).toEqual({ items: [], info: { page: 1, perPage: 10, total: 0 } })
  })

  it('filters by RM and refuses bad paging with 400', async () => {
    const { viewer } = await callers(server())
    const mine = await viewer.get<LostDealList>(`/pipeline/lostdeal/0/0/0/0/${USER_IDS.rm}/1/100/*`)
    expect(mine.body.items.every((item) => item.rms.some((rm) => rm.id === USER_IDS.rm))).toBe(true)
    expect(mine.body.info.total).toBe(
      await count(
        server(),
        `SELECT count(*) FROM deals d WHERE state = 'lost' AND ${OWNED_BY(USER_IDS.rm)}`,
      ),
    )
    expect((await viewer.get('/pipeline/lostdeal/0/0/0/0/0/0/10/*')).status).toBe(400)
    expect((await viewer.get('/pipeline/lostdeal/0/0/0/0/0/1/0/*')).status).toBe(400)
  })
})

describe('GET /pipeline/projection/{from}/{to}/{tribe}/{segment}/{rm}/{probs}', () => {
  it('answers exactly five month columns from the current month and the open deals’ invoice periods', async () => {
    const { viewer } = await callers(server())
    const response = await viewer.get<ProjectionBoard>('/pipeline/projection/0/0/0/0/0/0')
    expect(response.status).toBe(200)
    const { stages, projection } = response.body
    expect(stages).toHaveLength(5)
    expect(stages.map((s) => s.stage)).toEqual([1, 2, 3, 4, 5])
    expect(stages[0]!.year * 100 + stages[0]!.month).toBe(yyyymm())
    expect(stages[0]!.text).toBe(
      new Date(now.getFullYear(), now.getMonth(), 1).toLocaleString('en-US', { month: 'long' }),
    )
    expect(projection.length).toBeGreaterThan(0)
    for (const item of projection) {
      const column = stages[item.stage - 1]!
      expect(column.year).toBe(item.year)
      expect(column.month).toBe(item.month)
      expect(item.invoiceDate.slice(0, 7)).toBe(
        `${item.year}-${String(item.month).padStart(2, '0')}`,
      )
    }
    expect(Object.keys(projection[0]!).sort()).toEqual(
      [
        'access',
        'age',
        'clientId',
        'clientName',
        'dealDate',
        'dealId',
        'dealName',
        'invoiceDate',
        'invoiceId',
        'month',
        'probability',
        'remarks',
        'rms',
        'stage',
        'value',
        'version',
        'year',
      ].sort(),
    )
    const states = await server().db.query<{ state: string }>(
      'SELECT DISTINCT state FROM deals WHERE id = ANY($1::int[])',
      [projection.map((item) => item.dealId)],
    )
    expect(states).toEqual([{ state: 'open' }])
  })

  it('starts the columns at `from` and filters by probabilities', async () => {
    const { viewer } = await callers(server())
    const from = yyyymm(-2)
    const response = await viewer.get<ProjectionBoard>(`/pipeline/projection/${from}/0/0/0/0/50,60`)
    expect(response.body.stages[0]!.year * 100 + response.body.stages[0]!.month).toBe(from)
    expect(
      response.body.projection.every((item) => item.probability === 50 || item.probability === 60),
    ).toBe(true)
    expect((await viewer.get('/pipeline/projection/202413/0/0/0/0/0')).status).toBe(400)
  })
})

describe('GET /pipeline/projection/drop/{dealId}/{projectId}/{month}/{year}/{userId}', () => {
  async function periodOf(where: string) {
    const [row] = await server().db.query<{ deal_id: number; id: number; invoice_date: string }>(
      `SELECT p.deal_id, pi.id, pi.invoice_date FROM proposal_invoices pi JOIN proposals p ON p.id = pi.proposal_id
         JOIN deals d ON d.id = p.deal_id WHERE d.state = 'open' AND ${where} ORDER BY pi.id LIMIT 1`,
    )
    return row!
  }

  it('moves the invoice period to the month (day kept, clamped) and journals it', async () => {
    const { rm } = await callers(server())
    const period = await periodOf(OWNED_BY(USER_IDS.rm))
    const response = await rm.get(
      `/pipeline/projection/drop/${period.deal_id}/${period.id}/2/2029/${USER_IDS.rm}`,
    )
    expect(response.status).toBe(200)
    const day = Math.min(Number(period.invoice_date.slice(8, 10)), 28)
    expect(response.body).toMatchObject({
      dealId: period.deal_id,
      invoiceId: period.id,
      month: 2,
      year: 2029,
      invoiceDate: `2029-02-${String(day).padStart(2, '0')}`,
    })
    const [stored] = await server().db.query<{ invoice_date: string }>(
      'SELECT invoice_date FROM proposal_invoices WHERE id = $1',
      [period.id],
    )
    expect(stored!.invoice_date).toBe(response.body.invoiceDate)
    expect(await toBeDateEntries(period.deal_id)).toBe(1)
  })

  it('refuses a non-owner RM (403), a bad month (400), a period of another deal (404)', async () => {
    const { rm, admin } = await callers(server())
    const period = await periodOf(NOT_OWNED_BY(USER_IDS.rm))
    const refused = await rm.get(
      `/pipeline/projection/drop/${period.deal_id}/${period.id}/3/2027/${USER_IDS.rm}`,
    )
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    expect(
      (
        await admin.get(
          `/pipeline/projection/drop/${period.deal_id}/${period.id}/13/2027/${USER_IDS.admin}`,
        )
      ).status,
    ).toBe(400)
    const other = await periodOf(`p.deal_id <> ${period.deal_id}`)
    expect(
      (
        await admin.get(
          `/pipeline/projection/drop/${period.deal_id}/${other.id}/3/2027/${USER_IDS.admin}`,
        )
      ).status,
    ).toBe(404)
    const [stored] = await server().db.query<{ invoice_date: string }>(
      'SELECT invoice_date FROM proposal_invoices WHERE id = $1',
      [period.id],
    )
    expect(stored!.invoice_date).toBe(period.invoice_date)
  })

  it('honours Idempotency-Key and If-Match', async () => {
    const { admin } = await callers(server())
    const period = await periodOf(`d.id > 100`)
    const key = newKey()
    const path = `/pipeline/projection/drop/${period.deal_id}/${period.id}/5/2027/${USER_IDS.admin}`
    const first = await admin.get(path, { 'Idempotency-Key': key })
    const again = await admin.get(path, { 'Idempotency-Key': key })
    expect(again.body).toEqual(first.body)
    expect(await toBeDateEntries(period.deal_id)).toBe(1)
    const stale = await admin.get(
      `/pipeline/projection/drop/${period.deal_id}/${period.id}/6/2027/${USER_IDS.admin}`,
      {
        'If-Match': `"${first.body.version - 1}"`,
      },
    )
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({
      invoiceId: period.id,
      month: 5,
      year: 2027,
      version: first.body.version,
    })
  })
})

describe('GET /pipeline/summary/{from}/{to}/10,20/30,40,50/70,80/{tribe}/{segment}/{rm}', () => {
  it('answers three amounts: proposal values of open deals per probability band', async () => {
    const { viewer } = await callers(server())
    const response = await viewer.get('/pipeline/summary/0/0/10,20/30,40,50/70,80/0/0/0')
    expect(response.status).toBe(200)
    expect(response.body).toHaveLength(3)
    const band = (probabilities: number[]) =>
      count(
        server(),
        `SELECT coalesce(sum((SELECT proposal_value FROM proposals p WHERE p.deal_id = d.id ORDER BY id DESC LIMIT 1)), 0)
           FROM deals d WHERE d.state = 'open' AND d.probability = ANY($1::int[])`,
        [probabilities],
      )
    expect(response.body).toEqual([
      { amount: await band([10, 20]) },
      { amount: await band([30, 40, 50]) },
      { amount: await band([70, 80]) },
    ])
    expect(response.body[1].amount).toBeGreaterThan(0)
    const mine = await viewer.get(`/pipeline/summary/0/0/10,20/30,40,50/70,80/0/0/${USER_IDS.rm}`)
    expect(mine.body[1].amount).toBeLessThan(response.body[1].amount)
    expect((await viewer.get('/pipeline/summary/0/0/10,25/30/70/0/0/0')).status).toBe(400)
  })
})

describe('GET /pipeline/invoice/{from}/{to}/{tribe}/{segment}/{rm}/{1|0}', () => {
  it('answers five month columns and the to-be-invoiced (1) or invoiced (0) items', async () => {
    const { viewer } = await callers(server())
    const from = yyyymm(-6)
    for (const flag of [1, 0]) {
      const response = await viewer.get<InvoiceList>(`/pipeline/invoice/${from}/0/0/0/0/${flag}`)
      expect(response.status).toBe(200)
      expect(response.body.stages).toHaveLength(5)
      expect(response.body.stages[0]!.year * 100 + response.body.stages[0]!.month).toBe(from)
      const ids = response.body.invoice.map((item) => item.invoiceId)
      expect(ids.length).toBeGreaterThan(0)
      const statuses = await server().db.query<{ status: string }>(
        'SELECT DISTINCT status FROM invoices WHERE id = ANY($1::int[])',
        [ids],
      )
      expect(statuses).toEqual([{ status: flag === 1 ? 'tobe' : 'invoiced' }])
      for (const item of response.body.invoice) {
        expect(response.body.stages[item.stage - 1]).toMatchObject({
          year: item.year,
          month: item.month,
        })
      }
    }
    const sample = (await viewer.get<InvoiceList>(`/pipeline/invoice/${from}/0/0/0/0/0`)).body
      .invoice[0]!
    expect(Object.keys(sample).sort()).toEqual(
      [
        'access',
        'amount',
        'branch',
        'client',
        'contact',
        'dealId',
        'dealName',
        'filename',
        'invoiceDate',
        'invoiceId',
        'month',
        'pic',
        'remarks',
        'rms',
        'segment',
        'stage',
        'tribes',
        'version',
        'year',
      ].sort(),
    )
  })

  it('looks back from the current month for invoiced and ahead for to be invoiced when from is 0', async () => {
    const { viewer } = await callers(server())
    const ahead = await viewer.get<InvoiceList>('/pipeline/invoice/0/0/0/0/0/1')
    const back = await viewer.get<InvoiceList>('/pipeline/invoice/0/0/0/0/0/0')
    const first = (list: InvoiceList) => list.stages[0]!.year * 100 + list.stages[0]!.month
    expect(first(ahead.body)).toBe(yyyymm())
    expect(first(back.body)).toBe(yyyymm(-4))
  })

  it('filters by RM and tribe, caps at `to`, and refuses a flag other than 0 or 1', async () => {
    const { viewer } = await callers(server())
    const from = yyyymm(-6)
    const mine = await viewer.get<InvoiceList>(`/pipeline/invoice/${from}/0/0/0/${USER_IDS.rm}/0`)
    expect(mine.body.invoice.every((item) => item.rms.some((rm) => rm.id === USER_IDS.rm))).toBe(
      true,
    )
    const tribe = await viewer.get<InvoiceList>(`/pipeline/invoice/${from}/0/2/0/0/0`)
    expect(tribe.body.invoice.every((item) => item.tribes.some((t) => t.id === 2))).toBe(true)
    const capped = await viewer.get<InvoiceList>(`/pipeline/invoice/${from}/${from}/0/0/0/0`)
    expect(capped.body.stages).toHaveLength(5)
    expect(capped.body.invoice.every((item) => item.stage === 1)).toBe(true)
    expect((await viewer.get(`/pipeline/invoice/${from}/0/0/0/0/2`)).status).toBe(400)
  })
})
