import { describe, expect, it } from 'vitest'
import type { DealCard, PipelineFilter } from '../../src/contract/pipeline.ts'
import type { Db } from '../../src/server/db/db.ts'
import { dealCardsByIds, dealFilterSql, listDealCards } from '../../src/server/deals/cards.ts'
import { OWNED_BY, takeDeal } from './fixtures.ts'
import { callers, USER_IDS, serverForFile } from './harness.ts'

// The pipeline list reads cards the database keeps (migration 006_deal_cards.sql); these tests
// hold it to the cards assembled from the tables themselves, after writes of every kind.
const server = serverForFile()
const OPEN = `d.state = 'open'`
const year = new Date().getUTCFullYear()

const FILTERS: PipelineFilter[] = [
  { from: 0, to: 0, tribe: 0, segment: 0, rm: 0, probabilities: [] },
  { from: 0, to: 0, tribe: 1, segment: 0, rm: 0, probabilities: [10, 20, 30] },
  {
    from: (year - 1) * 100 + 1,
    to: year * 100 + 12,
    tribe: 0,
    segment: 2,
    rm: 0,
    probabilities: [],
  },
  { from: 0, to: 0, tribe: 0, segment: 0, rm: USER_IDS.rm, probabilities: [] },
  { from: 0, to: 0, tribe: 3, segment: 1, rm: 0, probabilities: [40, 50, 60] },
]

/** The list as the cards of its deals assembled from the tables, in JSON text. */
async function liveList(tx: Db, filter: PipelineFilter): Promise<string> {
  const where = dealFilterSql(filter)
  const rows = await tx.query<{ id: number }>(
    `SELECT d.id FROM deals d WHERE ${OPEN} AND ${where.sql}`,
    where.params,
  )
  return JSON.stringify(
    await dealCardsByIds(
      tx,
      rows.map((row) => row.id),
    ),
  )
}

/** The list's text, asked with no digest known. */
async function listText(db: Db, filter: PipelineFilter): Promise<string> {
  const listed = await listDealCards(db, filter)
  expect(listed.text).not.toBeNull()
  return listed.text!
}

/** In one transaction, so both read the same now() (the cards' age). */
async function expectListsAsLive(filters = FILTERS): Promise<void> {
  for (const filter of filters) {
    await server().db.tx(async (tx) => {
      expect(await listText(tx, filter), JSON.stringify(filter)).toBe(await liveList(tx, filter))
    })
  }
}

const ALL = FILTERS.slice(0, 1)
const exec = (sql: string, params: unknown[] = []) => server().db.query(sql, params)

describe('the pipeline list from the kept cards', () => {
  it('answers the cards assembled from the tables, in the same order, for every filter', async () => {
    await expectListsAsLive()
    const counts = await Promise.all(
      FILTERS.map(async (filter) => JSON.parse(await listText(server().db, filter)).length),
    )
    expect(counts[0]).toBeGreaterThan(100)
    expect(counts.slice(1).every((n) => n > 0)).toBe(true)
  })

  it('sends every role the same cards, as JSON.stringify writes them', async () => {
    const who = await callers(server())
    const answers = await Promise.all(
      [who.admin, who.manager, who.rm, who.rm2, who.viewer].map((caller) =>
        caller.get<DealCard[]>('/pipeline/0/0/0/0/0/0'),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
      expect(answer.text).toBe(JSON.stringify(answer.body))
      expect(answer.body).toEqual(answers[0]!.body)
    }
    const short = await who.viewer.get<DealCard[]>('/pipeline/0/0/2/1')
    expect(short.body).toEqual((await who.viewer.get('/pipeline/0/0/2/1/0/0')).body)
  })

  it('gzips the list as the middleware would, and never answers an earlier list again', async () => {
    const { admin } = await callers(server())
    const gzip = { 'Accept-Encoding': 'gzip' }
    const first = await admin.get<DealCard[]>('/pipeline/0/0/0/0/0/0', gzip)
    const again = await admin.get<DealCard[]>('/pipeline/0/0/0/0/0/0', gzip)
    for (const answer of [first, again]) {
      expect(answer.headers.get('content-encoding')).toBe('gzip')
      expect(answer.headers.get('vary')).toMatch(/Accept-Encoding/)
    }
    expect(again.text).toBe(first.text)
    const dealId = first.body[0]!.dealId
    await exec(`UPDATE deals SET name = 'Renamed between two calls' WHERE id = $1`, [dealId])
    const after = await admin.get<DealCard[]>('/pipeline/0/0/0/0/0/0', gzip)
    expect(after.body[0]).toMatchObject({ dealId, dealName: 'Renamed between two calls' })
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'))
    const plain = await admin.get('/pipeline/0/0/0/0/0/0', { 'Accept-Encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.text).toBe(after.text)
    // The same entity: the gzipped answer's tag is the weak form of the plain one's.
    expect(after.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`)
    const brotli = await admin.get('/pipeline/0/0/0/0/0/0', { 'Accept-Encoding': 'gzip, br' })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.text).toBe(after.text)
    expect(brotli.headers.get('etag')).toBe(after.headers.get('etag'))
  })

  it('leaves the text in the database when the caller holds its digest, not after a change', async () => {
    const filter = ALL[0]!
    const whole = await listDealCards(server().db, filter)
    expect(whole.digest).toMatch(/^[0-9a-f]{32}$/)
    expect(await listDealCards(server().db, filter, ['other', whole.digest])).toMatchObject({
      digest: whole.digest,
      text: null,
    })
    const dealId = (JSON.parse(whole.text!) as DealCard[])[0]!.dealId
    await exec(`UPDATE deals SET name = 'Renamed while held' WHERE id = $1`, [dealId])
    const changed = await listDealCards(server().db, filter, [whole.digest])
    expect(changed.digest).not.toBe(whole.digest)
    expect(changed.text).toContain('Renamed while held')
  })

  it('follows the deal: name, stage, probability, date, client, state, delete', async () => {
    const dealId = await takeDeal(server(), OPEN)
    const other = await takeDeal(server(), OPEN)
    await exec(
      `UPDATE deals SET name = 'Tab\tand "quotes" \\ é', stage = 4, probability = 60,
         deal_date = '2024-02-29', version = version + 1 WHERE id = $1`,
      [dealId],
    )
    await exec(
      `UPDATE deals SET client_id = (SELECT id FROM clients WHERE id <> deals.client_id LIMIT 1)
        WHERE id = $1`,
      [dealId],
    )
    await expectListsAsLive()
    await exec(`UPDATE deals SET state = 'lost' WHERE id = $1`, [dealId])
    await expectListsAsLive(ALL)
    await exec(`UPDATE deals SET state = 'open' WHERE id = $1`, [dealId])
    await exec('DELETE FROM deals WHERE id = $1', [other])
    await expectListsAsLive()
    expect(JSON.parse(await listText(server().db, ALL[0]!))).toContainEqual(
      expect.objectContaining({ dealId, dealName: 'Tab\tand "quotes" \\ é', stage: 4 }),
    )
  })

  it('follows access, RMs and their users’ names', async () => {
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    await exec(`INSERT INTO deal_access (deal_id, user_id) VALUES ($1, 7) ON CONFLICT DO NOTHING`, [
      dealId,
    ])
    await exec(
      `INSERT INTO deal_rms (deal_id, user_id, position) VALUES ($1, 8, -1) ON CONFLICT DO NOTHING`,
      [dealId],
    )
    await expectListsAsLive(ALL)
    await exec('UPDATE deal_rms SET position = 9 WHERE deal_id = $1 AND user_id = 8', [dealId])
    await exec('UPDATE deal_access SET user_id = 9 WHERE deal_id = $1 AND user_id = 7', [dealId])
    await expectListsAsLive(ALL)
    await exec('DELETE FROM deal_access WHERE deal_id = $1', [dealId])
    await exec('DELETE FROM deal_rms WHERE deal_id = $1 AND user_id = 8', [dealId])
    await exec(`UPDATE users SET name = 'Renamed "RM"' WHERE id = $1`, [USER_IDS.rm])
    await expectListsAsLive()
  })

  it('follows proposals, their invoice periods, status updates and the client’s company', async () => {
    const dealId = await takeDeal(server(), OPEN)
    const [first] = await exec(
      `INSERT INTO proposals (deal_id, proposal_value) VALUES ($1, 1500000) RETURNING id`,
      [dealId],
    )
    const [latest] = await exec(
      `INSERT INTO proposals (deal_id, proposal_value) VALUES ($1, 2500000) RETURNING id`,
      [dealId],
    )
    await exec(
      `INSERT INTO proposal_invoices (proposal_id, invoice_date, amount)
       VALUES ($1, '2025-01-01', 1), ($1, '2025-02-01', 2), ($2, '2025-03-01', 3)`,
      [latest!.id, first!.id],
    )
    await exec(
      `INSERT INTO status_updates (deal_id, status, last_updated)
       VALUES ($1, 'called', '2031-05-06T07:08:09Z')`,
      [dealId],
    )
    await expectListsAsLive(ALL)
    await exec('UPDATE proposals SET proposal_value = 99 WHERE id = $1', [latest!.id])
    await exec('UPDATE proposal_invoices SET proposal_id = $1 WHERE proposal_id = $2', [
      first!.id,
      latest!.id,
    ])
    await exec(`UPDATE status_updates SET last_updated = '2032-01-01' WHERE deal_id = $1`, [dealId])
    await expectListsAsLive(ALL)
    await exec('DELETE FROM proposals WHERE id = $1', [latest!.id])
    await exec('DELETE FROM status_updates WHERE deal_id = $1', [dealId])
    await exec(
      `UPDATE clients SET company = 'Renamed Company' WHERE id = (SELECT client_id FROM deals WHERE id = $1)`,
      [dealId],
    )
    await expectListsAsLive()
    const card = (JSON.parse(await listText(server().db, ALL[0]!)) as DealCard[]).find(
      (c) => c.dealId === dealId,
    )
    expect(card).toMatchObject({ clientName: 'Renamed Company', proposalValue: 1500000 })
    expect(card!.invoicePeriod).toBeGreaterThanOrEqual(2)
  })

  it('follows the API’s writes: create, drop, probability, lost and reopened, owners', async () => {
    const { admin, manager } = await callers(server())
    const [client] = await exec(
      `SELECT c.id AS "clientId", min(ct.id) AS "contactId" FROM clients c
         JOIN contacts ct ON ct.client_id = c.id GROUP BY c.id ORDER BY c.id LIMIT 1`,
    )
    const created = await manager.post('/pipeline', {
      userId: USER_IDS.manager,
      ...client,
      dealDate: `${year}-03-14`,
      tribeId: 1,
      segmentId: 1,
      branchId: 1,
      userIdRM: USER_IDS.rm,
      name: 'Created for the card list',
      stageId: 1,
      probability: 10,
      picId: USER_IDS.rm,
    })
    expect(created.status).toBe(200)
    const dealId = created.body.id as number
    const moved = await takeDeal(server(), OPEN)
    const path = (kind: string, id: number, value: number) =>
      `/pipeline/${kind}/${id}/${USER_IDS.admin}/${value}`
    expect((await admin.get(path('drop', moved, 3))).status).toBe(200)
    expect((await admin.get(path('probability', dealId, 40))).status).toBe(200)
    expect((await admin.get(path('state', moved, 3))).status).toBe(200)
    await expectListsAsLive()
    expect((await admin.get(path('state', moved, 4))).status).toBe(200)
    const owners = await manager.post('/pipeline/owners', {
      dealId,
      userId: USER_IDS.manager,
      segmentId: 2,
      branchId: 1,
      consultants: [7],
      rms: [{ userId: USER_IDS.rm2, percent: 100, nominal: 0, usePercent: true }],
      tribes: [{ tribeId: 1, percent: 100, nominal: null, usePercent: true }],
      picId: 9,
    })
    expect(owners.status).toBe(200)
    await expectListsAsLive()
  })

  it('keeps the cards of a transaction rolled back as they were', async () => {
    const dealId = await takeDeal(server(), OPEN)
    await expect(
      server().db.tx(async (tx) => {
        await tx.query(`UPDATE deals SET name = 'Never committed' WHERE id = $1`, [dealId])
        await tx.query('DELETE FROM deal_rms WHERE deal_id = $1', [dealId])
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await expectListsAsLive(ALL)
    expect(await listText(server().db, ALL[0]!)).not.toContain('Never committed')
  })
})
