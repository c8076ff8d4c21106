import { describe, expect, it } from 'vitest'
import { serverForFile } from './harness.ts'

// Projected revenue reads the periods the database keeps (migration 015_projecting_periods.sql);
// these tests hold them to the definition, read from the tables themselves, after writes of
// every kind that can change it.
const server = serverForFile()
const query = <T>(sql: string, params: unknown[] = []) => server().db.query<T>(sql, params)

interface PeriodRow {
  period_id: number
  deal_id: number
  invoice_date: string
  amount: number
}

const COLUMNS = `period_id, deal_id, to_char(invoice_date, 'YYYY-MM-DD') AS invoice_date, amount`

/** The periods of each deal's latest proposal that no invoice was made from. */
const DEFINED = `
  SELECT pi.id AS period_id, p.deal_id, pi.invoice_date, pi.amount
    FROM proposal_invoices pi JOIN proposals p ON p.id = pi.proposal_id
   WHERE NOT EXISTS (SELECT 1 FROM proposals later WHERE later.deal_id = p.deal_id AND later.id > p.id)
     AND NOT EXISTS (SELECT 1 FROM invoices made WHERE made.proposal_invoice_id = pi.id)`

const kept = () => query<PeriodRow>(`SELECT ${COLUMNS} FROM projecting_periods ORDER BY period_id`)
const defined = () => query<PeriodRow>(`SELECT ${COLUMNS} FROM (${DEFINED}) d ORDER BY period_id`)

async function expectAsDefined(): Promise<PeriodRow[]> {
  const rows = await kept()
  expect(rows).toEqual(await defined())
  return rows
}

/** A deal whose latest proposal has periods that project, and those periods. */
async function projectingDeal(): Promise<{
  dealId: number
  proposalId: number
  periods: number[]
}> {
  const [row] = await query<{ deal_id: number; proposal_id: number; periods: number[] }>(
    `SELECT pp.deal_id, pi.proposal_id, array_agg(pp.period_id ORDER BY pp.period_id) AS periods
       FROM projecting_periods pp JOIN proposal_invoices pi ON pi.id = pp.period_id
      GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 1`,
  )
  return { dealId: row!.deal_id, proposalId: row!.proposal_id, periods: row!.periods }
}

const projects = async (periodId: number) =>
  (await query(`SELECT 1 FROM projecting_periods WHERE period_id = $1`, [periodId])).length === 1

async function addProposal(dealId: number): Promise<number> {
  const [row] = await query<{ id: number }>(
    `INSERT INTO proposals (deal_id, proposal_value) VALUES ($1, 1000) RETURNING id`,
    [dealId],
  )
  return row!.id
}

async function addPeriod(proposalId: number, date: string, amount: number): Promise<number> {
  const [row] = await query<{ id: number }>(
    `INSERT INTO proposal_invoices (proposal_id, invoice_date, amount) VALUES ($1, $2, $3) RETURNING id`,
    [proposalId, date, amount],
  )
  return row!.id
}

async function addInvoice(dealId: number, periodId: number | null): Promise<number> {
  const [row] = await query<{ id: number }>(
    `INSERT INTO invoices (deal_id, proposal_invoice_id, invoice_date, amount)
     VALUES ($1, $2, '2030-01-15', 5) RETURNING id`,
    [dealId, periodId],
  )
  return row!.id
}

describe('the periods projected revenue reads', () => {
  it("are the seed's periods of each deal's latest proposal that no invoice was made from", async () => {
    const rows = await expectAsDefined()
    expect(rows.length).toBeGreaterThan(20)
    const periods = await query<{ n: number }>(`SELECT count(*)::int AS n FROM proposal_invoices`)
    expect(rows.length).toBeLessThan(periods[0]!.n)
  })

  it("move to a deal's new latest proposal, and back when it is deleted", async () => {
    const deal = await projectingDeal()
    const proposalId = await addProposal(deal.dealId)
    for (const period of deal.periods) expect(await projects(period)).toBe(false)
    const added = await addPeriod(proposalId, '2030-03-01', 7_000_000)
    expect(await projects(added)).toBe(true)
    await expectAsDefined()

    await query(`DELETE FROM proposals WHERE id = $1`, [proposalId])
    for (const period of deal.periods) expect(await projects(period)).toBe(true)
    expect(await projects(added)).toBe(false)
    await expectAsDefined()
  })

  it('leave when an invoice is made from them, and come back when it no longer is', async () => {
    const deal = await projectingDeal()
    const [period] = deal.periods
    const invoiceId = await addInvoice(deal.dealId, period!)
    expect(await projects(period!)).toBe(false)
    await expectAsDefined()

    await query(`UPDATE invoices SET proposal_invoice_id = NULL WHERE id = $1`, [invoiceId])
    expect(await projects(period!)).toBe(true)
    await query(`UPDATE invoices SET proposal_invoice_id = $2 WHERE id = $1`, [invoiceId, period])
    expect(await projects(period!)).toBe(false)
    // Another change of the invoice leaves it out.
    await query(`UPDATE invoices SET status = 'invoiced' WHERE id = $1`, [invoiceId])
    expect(await projects(period!)).toBe(false)
    await query(`DELETE FROM invoices WHERE id = $1`, [invoiceId])
    expect(await projects(period!)).toBe(true)
    await expectAsDefined()
  })

  it('follow a period changed, added, moved or deleted, and a deal deleted', async () => {
    const deal = await projectingDeal()
    expect(deal.periods.length).toBeGreaterThan(1)
    const [first, second] = deal.periods
    await query(
      `UPDATE proposal_invoices SET invoice_date = '2031-05-05', amount = 42 WHERE id = $1`,
      [first],
    )
    const [moved] = await kept().then((rows) => rows.filter((row) => row.period_id === first))
    expect(moved).toMatchObject({ invoice_date: '2031-05-05', amount: 42 })
    await addPeriod(deal.proposalId, '2031-06-06', 43)
    await expectAsDefined()

    // A period moved to an older proposal of another deal no longer projects.
    const [other] = await query<{ id: number; deal_id: number }>(
      `SELECT id, deal_id FROM proposals WHERE deal_id <> $1 ORDER BY id LIMIT 1`,
      [deal.dealId],
    )
    await addProposal(other!.deal_id)
    const older = other
    await query(`UPDATE proposal_invoices SET proposal_id = $2 WHERE id = $1`, [second, older!.id])
    expect(await projects(second!)).toBe(false)
    await query(`DELETE FROM proposal_invoices WHERE id = $1`, [first])
    expect(await projects(first!)).toBe(false)
    await expectAsDefined()

    await query(`DELETE FROM deals WHERE id = $1`, [deal.dealId])
    const left = await query(`SELECT 1 FROM projecting_periods WHERE deal_id = $1`, [deal.dealId])
    expect(left).toHaveLength(0)
    await expectAsDefined()
  })
})
