import { describe, expect, it } from 'vitest'
import { STAGES } from '../../src/domain/stages.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { clientRows } from '../../src/server/seed/clients.ts'
import { dealRows } from '../../src/server/seed/deals.ts'
import { userRows } from '../../src/server/seed/people.ts'
import { Random } from '../../src/server/seed/random.ts'
import { count } from './fixtures.ts'
import { EMAILS, USER_IDS, serverForFile } from './harness.ts'

const server = serverForFile()
const distinct = async (sql: string) =>
  (await server().db.query<{ v: unknown }>(sql)).map((row) => row.v).sort()

describe('seed invariants', () => {
  it('has at least 150 clients, each with 1 to 4 contacts and at least one RM', async () => {
    expect(await count(server(), 'SELECT count(*) FROM clients')).toBeGreaterThanOrEqual(150)
    const perClient = await server().db.query<{ min: number; max: number }>(
      'SELECT min(n)::int AS min, max(n)::int AS max FROM (SELECT count(*) AS n FROM contacts GROUP BY client_id) x',
    )
    expect(perClient[0]).toEqual({ min: 1, max: 4 })
    expect(
      await count(
        server(),
        'SELECT count(*) FROM clients c WHERE NOT EXISTS (SELECT 1 FROM contacts WHERE client_id = c.id)',
      ),
    ).toBe(0)
    expect(
      await count(
        server(),
        'SELECT count(*) FROM clients c WHERE NOT EXISTS (SELECT 1 FROM client_rms WHERE client_id = c.id)',
      ),
    ).toBe(0)
  })

  it('has at least 400 deals over all stages, states, both years, tribes, segments and branches', async () => {
    expect(await count(server(), 'SELECT count(*) FROM deals')).toBeGreaterThanOrEqual(400)
    expect(await distinct(`SELECT DISTINCT stage AS v FROM deals WHERE state = 'open'`)).toEqual([
      1, 2, 3, 4, 5,
    ])
    expect(await distinct('SELECT DISTINCT state AS v FROM deals')).toEqual(['lost', 'open', 'won'])
    const year = new Date().getUTCFullYear()
    expect(
      await distinct('SELECT DISTINCT extract(year FROM deal_date)::int AS v FROM deals'),
    ).toEqual([year - 1, year])
    expect(await count(server(), 'SELECT count(DISTINCT tribe_id) FROM deals')).toBe(
      await count(server(), 'SELECT count(*) FROM tribes'),
    )
    expect(await count(server(), 'SELECT count(DISTINCT segment_id) FROM deals')).toBe(
      await count(server(), 'SELECT count(*) FROM segments'),
    )
    expect(await count(server(), 'SELECT count(DISTINCT branch_id) FROM deals')).toBe(
      await count(server(), 'SELECT count(*) FROM branches'),
    )
    expect(
      await count(server(), 'SELECT count(DISTINCT extract(month FROM deal_date)) FROM deals'),
    ).toBe(12)
  })

  it('gives the admin a flat pipeline list of at least 400 open deals', async () => {
    const cards = await (await server().as(EMAILS.admin)).get<unknown[]>('/pipeline/0/0/0/0/0/0')
    expect(cards.status).toBe(200)
    expect(cards.body.length).toBeGreaterThanOrEqual(400)
  })

  it('puts rm@ and rm2@ on a share of the deals, and leaves some to neither', async () => {
    const owned = (userId: number) =>
      count(server(), 'SELECT count(DISTINCT deal_id) FROM deal_rms WHERE user_id = $1', [userId])
    const total = await count(server(), 'SELECT count(*) FROM deals')
    for (const userId of [USER_IDS.rm, USER_IDS.rm2]) {
      expect(await owned(userId)).toBeGreaterThan(20)
      expect(await owned(userId)).toBeLessThan(total / 2)
    }
    expect(
      await count(
        server(),
        `SELECT count(*) FROM deals d WHERE NOT EXISTS (SELECT 1 FROM deal_rms r WHERE r.deal_id = d.id AND r.user_id IN (3, 4))
           AND NOT EXISTS (SELECT 1 FROM deal_access a WHERE a.deal_id = d.id AND a.user_id IN (3, 4))`,
      ),
    ).toBeGreaterThan(total / 3)
  })

  it('has a journal of every kind, status updates, proposals with and without invoice periods, invoices in both flags', async () => {
    const types = await distinct('SELECT DISTINCT type AS v FROM deal_journal')
    for (const type of [
      'created',
      'stage',
      'prob',
      'meeting',
      'prop',
      'invoice',
      'tobe',
      'invoiced',
    ])
      expect(types).toContain(type)
    expect(await count(server(), 'SELECT count(*) FROM status_updates')).toBeGreaterThan(100)
    expect(
      await count(
        server(),
        'SELECT count(*) FROM proposals p WHERE EXISTS (SELECT 1 FROM proposal_invoices WHERE proposal_id = p.id)',
      ),
    ).toBeGreaterThan(50)
    expect(
      await count(
        server(),
        'SELECT count(*) FROM proposals p WHERE NOT EXISTS (SELECT 1 FROM proposal_invoices WHERE proposal_id = p.id)',
      ),
    ).toBeGreaterThan(10)
    expect(await distinct('SELECT DISTINCT status AS v FROM invoices')).toEqual([
      'invoiced',
      'tobe',
    ])
    expect(
      await count(server(), 'SELECT count(*) FROM invoices WHERE deal_id IS NULL'),
    ).toBeGreaterThan(0)
    expect(
      await count(
        server(),
        `SELECT count(*) FROM deals d WHERE state = 'won' AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.deal_id = d.id)`,
      ),
    ).toBe(0)
  })

  it('has the master data of the spec: the five stages, Workshop as proposal type 1', async () => {
    expect(await server().db.query('SELECT id, name, probability FROM stages ORDER BY id')).toEqual(
      STAGES.map((stage) => ({ id: stage.id, name: stage.name, probability: stage.probability })),
    )
    expect(await server().db.query('SELECT id, name FROM proposal_types WHERE id = 1')).toEqual([
      { id: 1, name: 'Workshop' },
    ])
    expect(await count(server(), 'SELECT count(*) FROM industries')).toBeGreaterThan(5)
    expect(
      await count(server(), 'SELECT count(*) FROM users WHERE role_id = 5'),
    ).toBeGreaterThanOrEqual(22)
  })

  it('lets every demo account sign in with its role', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const answer = await server().loginAnswer(account.email, DEMO_PASSWORD)
      expect(answer.roleId).toBe(account.roleId)
      expect(answer.userName).toBe(account.name)
    }
  })

  it('continues ids after the seeded ones (a new client gets a fresh id)', async () => {
    const max = await count(server(), 'SELECT max(id) FROM clients')
    const [row] = await server().db.query<{ id: number }>(
      `INSERT INTO clients (company) VALUES ('PT Sequence Check') RETURNING id`,
    )
    expect(row!.id).toBe(max + 1)
  })

  it('is deterministic: the same seed builds the same rows', () => {
    const build = () => {
      const random = new Random(7)
      const now = new Date(Date.UTC(2026, 5, 15, 12))
      const from = new Date(Date.UTC(2025, 0, 1))
      const users = userRows(random)
      const clients = clientRows(random, 20, [3, 4, 6, 7], from, now)
      const deals = dealRows(random, {
        count: 40,
        now,
        from,
        clients,
        demoRmIds: [3, 4],
        otherRmIds: [6, 7],
        userNames: new Map(users.map((u) => [u.id, u.name])),
      })
      return { users, clients: clients.clients, deals: deals.deals, journal: deals.journal }
    }
    expect(build()).toEqual(build())
  })

  it('names every client differently beyond the few thousand names its words make (a 50,000-deal seed)', () => {
    const random = new Random(7)
    const clients = clientRows(
      random,
      20_000,
      [3, 4, 6, 7],
      new Date(Date.UTC(2025, 0, 1)),
      new Date(Date.UTC(2026, 5, 15)),
    )
    const names = clients.clients.map((client) => client.company)
    expect(new Set(names).size).toBe(20_000)
    expect(names.filter((name) => name.split(' ').length > 4).length).toBeGreaterThan(0)
  })
})
