import { describe, expect, it } from 'vitest'
import type { DealCard } from '../../src/contract/pipeline.ts'
import { AUTHORIZED_OWNERS_ONLY, DEAL_CANT_BE_WON } from '../../src/domain/messages.ts'
import {
  count,
  NOT_OWNED_BY,
  OWNED_BY,
  takeDeal,
  WITH_INVOICE_PERIOD,
  WITHOUT_INVOICE_PERIOD,
} from './fixtures.ts'
import { callers, newKey, USER_IDS, serverForFile } from './harness.ts'

const server = serverForFile()
const OPEN = `d.state = 'open'`
const journalCount = (dealId: number, type: string) =>
  count(server(), 'SELECT count(*) FROM deal_journal WHERE deal_id = $1 AND type = $2', [
    dealId,
    type,
  ])
const dealRow = async (dealId: number) =>
  (
    await server().db.query<{ stage: number; probability: number; state: string; version: number }>(
      'SELECT stage, probability, state, version FROM deals WHERE id = $1',
      [dealId],
    )
  )[0]!

describe('GET /pipeline/{from}/{to}/{tribe}/{segment}/{rm}/{probabilities}', () => {
  it('answers a flat array of the open deals as cards with a version', async () => {
    const { viewer } = await callers(server())
    const response = await viewer.get<DealCard[]>('/pipeline/0/0/0/0/0/0')
    expect(response.status).toBe(200)
    expect(Array.isArray(response.body)).toBe(true)
    expect(response.body.length).toBe(
      await count(server(), `SELECT count(*) FROM deals WHERE state = 'open'`),
    )
    const card = response.body[0]!
    expect(Object.keys(card).sort()).toEqual(
      [
        'access',
        'age',
        'clientId',
        'clientName',
        'dealDate',
        'dealId',
        'dealName',
        'invoicePeriod',
        'probability',
        'proposalValue',
        'rms',
        'stage',
        'state',
        'statusDate',
        'version',
      ].sort(),
    )
    expect(new Set(response.body.map((c) => c.stage))).toEqual(new Set([1, 2, 3, 4, 5]))
    for (const c of response.body) {
      expect(typeof c.proposalValue).toBe('number')
      expect(c.dealDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(c.probability).toBeGreaterThanOrEqual(10)
    }
    expect(response.body.some((c) => c.invoicePeriod === 0)).toBe(true)
    expect(response.body.some((c) => c.invoicePeriod > 0)).toBe(true)
  })

  it('filters by RM, tribe, segment, probabilities and deal month', async () => {
    const { manager } = await callers(server())
    const mine = await manager.get<DealCard[]>(`/pipeline/0/0/0/0/${USER_IDS.rm}/0`)
    expect(mine.body.length).toBeGreaterThan(0)
    expect(mine.body.every((c) => c.rms.some((rm) => rm.id === USER_IDS.rm))).toBe(true)

    const probable = await manager.get<DealCard[]>('/pipeline/0/0/0/0/0/10,20')
    expect(probable.body.length).toBeGreaterThan(0)
    expect(probable.body.every((c) => c.probability === 10 || c.probability === 20)).toBe(true)

    const segment = await manager.get<DealCard[]>('/pipeline/0/0/0/2/0/0')
    const inSegment = await count(
      server(),
      `SELECT count(*) FROM deals WHERE state = 'open' AND segment_id = 2`,
    )
    expect(segment.body.length).toBe(inSegment)

    const tribe = await manager.get<DealCard[]>('/pipeline/0/0/3/0/0/0')
    const inTribe = await count(
      server(),
      `SELECT count(*) FROM deals d WHERE state = 'open' AND (tribe_id = 3
         OR EXISTS (SELECT 1 FROM deal_tribes t WHERE t.deal_id = d.id AND t.tribe_id = 3))`,
    )
    expect(tribe.body.length).toBe(inTribe)

    const year = new Date().getUTCFullYear() - 1
    const lastYear = await manager.get<DealCard[]>(`/pipeline/${year}01/${year}12/0/0/0/0`)
    expect(lastYear.body.length).toBeGreaterThan(0)
    expect(lastYear.body.every((c) => c.dealDate.startsWith(String(year)))).toBe(true)
  })

  it('refuses malformed filters with 400 and a description', async () => {
    const { viewer } = await callers(server())
    for (const path of [
      '/pipeline/2024/0/0/0/0/0',
      '/pipeline/202413/0/0/0/0/0',
      '/pipeline/0/0/x/0/0/0',
      '/pipeline/0/0/0/0/0/15',
      '/pipeline/0/0/0/0/-1/0',
    ]) {
      const response = await viewer.get(path)
      expect(response.status, path).toBe(400)
      expect(response.body[0].description).toEqual(expect.any(String))
    }
  })
})

describe('GET /pipeline/{from}/{to}/{tribe}/{segment} (the short default path)', () => {
  it('answers /pipeline/0/0/0/0 as /pipeline/0/0/0/0/0/0: rm and probabilities 0 (all)', async () => {
    const { viewer } = await callers(server())
    const short = await viewer.get<DealCard[]>('/pipeline/0/0/0/0')
    expect(short.status).toBe(200)
    expect(short.body).toEqual((await viewer.get<DealCard[]>('/pipeline/0/0/0/0/0/0')).body)
    expect(short.body.length).toBe(
      await count(server(), `SELECT count(*) FROM deals WHERE state = 'open'`),
    )
  })

  it('filters by its four segments as the long path does, and refuses malformed ones', async () => {
    const { manager } = await callers(server())
    const year = new Date().getFullYear()
    const from = `${year - 1}01`
    const to = `${year}12`
    const short = await manager.get<DealCard[]>(`/pipeline/${from}/${to}/2/1`)
    expect(short.status).toBe(200)
    expect(short.body).toEqual((await manager.get(`/pipeline/${from}/${to}/2/1/0/0`)).body)
    expect((await manager.get('/pipeline/202413/0/0/0')).status).toBe(400)
    expect((await manager.get('/pipeline/0/0/x/0')).status).toBe(400)
  })

  it('answers the board as the client reloads it after a probability update', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1`)
    expect((await admin.get(`/pipeline/probability/${dealId}/${USER_IDS.admin}/40`)).status).toBe(
      200,
    )
    const board = await admin.get<DealCard[]>('/pipeline/0/0/0/0')
    expect(board.status).toBe(200)
    expect(board.body.find((card) => card.dealId === dealId)).toMatchObject({
      probability: 40,
      stage: 3,
    })
  })
})

describe('GET /pipeline/drop/{dealId}/{userId}/{stageId}', () => {
  it('moves the stage, sets its probability, records history and a stage journal entry', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1 AND ${OWNED_BY(USER_IDS.rm)}`)
    const before = await dealRow(dealId)
    const response = await rm.get(`/pipeline/drop/${dealId}/${USER_IDS.rm}/4`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      dealId,
      stage: 4,
      probability: 50,
      version: before.version + 1,
    })
    expect(await dealRow(dealId)).toMatchObject({ stage: 4, probability: 50 })
    expect(await journalCount(dealId, 'stage')).toBe(1)
    const stays = await server().db.query<{ stage: number; open: boolean }>(
      'SELECT stage, left_at IS NULL AS open FROM deal_stage_history WHERE deal_id = $1 ORDER BY id',
      [dealId],
    )
    expect(stays.at(-1)).toEqual({ stage: 4, open: true })
    expect(stays.filter((stay) => stay.open)).toHaveLength(1)
  })

  it('lets admin and manager move any deal, the owning RM its deals, and refuses others', async () => {
    const who = await callers(server())
    const foreign = await takeDeal(
      server(),
      `${OPEN} AND d.stage = 2 AND ${NOT_OWNED_BY(USER_IDS.rm)}`,
    )
    for (const [caller, userId] of [
      [who.rm, USER_IDS.rm],
      [who.viewer, USER_IDS.viewer],
    ] as const) {
      const refused = await caller.get(`/pipeline/drop/${foreign}/${userId}/3`)
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    }
    expect((await dealRow(foreign)).stage).toBe(2)
    expect((await who.admin.get(`/pipeline/drop/${foreign}/${USER_IDS.admin}/3`)).status).toBe(200)
    expect((await who.manager.get(`/pipeline/drop/${foreign}/${USER_IDS.manager}/5`)).status).toBe(
      200,
    )
    expect((await dealRow(foreign)).stage).toBe(5)
  })

  it('lets an RM act on a deal where it is only on the access list', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(
      server(),
      `${OPEN} AND d.stage < 5 AND NOT ${OWNED_BY(USER_IDS.rm)}
       AND EXISTS (SELECT 1 FROM deal_access a WHERE a.deal_id = d.id AND a.user_id = ${USER_IDS.rm})`,
    )
    expect((await rm.get(`/pipeline/drop/${dealId}/${USER_IDS.rm}/5`)).status).toBe(200)
  })

  it('answers 403 when the path userId is not the signed-in user', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const response = await manager.get(`/pipeline/drop/${dealId}/${USER_IDS.admin}/3`)
    expect(response.status).toBe(403)
  })

  it('refuses a bad stage with 400, an unknown deal with 404, and writes nothing', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1`)
    const bad = await admin.get(`/pipeline/drop/${dealId}/${USER_IDS.admin}/6`)
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual([{ description: expect.stringContaining('stageId') }])
    expect((await dealRow(dealId)).stage).toBe(1)
    expect(await journalCount(dealId, 'stage')).toBe(0)
    const missing = await admin.get(`/pipeline/drop/999999/${USER_IDS.admin}/2`)
    expect(missing.status).toBe(404)
    expect(missing.body[0].description).toEqual(expect.any(String))
  })

  it('refuses to move a lost deal with 409', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `d.state = 'lost'`)
    expect((await admin.get(`/pipeline/drop/${dealId}/${USER_IDS.admin}/2`)).status).toBe(409)
  })
})

describe('GET /pipeline/state/{dealId}/{userId}/{2|3|4}', () => {
  it("refuses Won without an invoice period: 400 [{description: Deal can't be won ...}], nothing written", async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${WITHOUT_INVOICE_PERIOD}`)
    const before = await dealRow(dealId)
    const response = await admin.get(`/pipeline/state/${dealId}/${USER_IDS.admin}/2`)
    expect(response.status).toBe(400)
    expect(response.body).toEqual([{ description: DEAL_CANT_BE_WON }])
    expect(await dealRow(dealId)).toEqual(before)
  })

  it('wins a deal with invoice periods: to-be-invoiced invoices appear, it leaves the pipeline', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${WITH_INVOICE_PERIOD}`)
    const response = await manager.get(`/pipeline/state/${dealId}/${USER_IDS.manager}/2`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      dealId,
      clientId: expect.any(Number),
      dealName: expect.any(String),
    })
    expect((await dealRow(dealId)).state).toBe('won')
    const periods = await count(
      server(),
      `SELECT count(*) FROM proposal_invoices pi JOIN proposals p ON p.id = pi.proposal_id WHERE p.deal_id = $1`,
      [dealId],
    )
    expect(
      await count(
        server(),
        `SELECT count(*) FROM invoices WHERE deal_id = $1 AND status = 'tobe'`,
        [dealId],
      ),
    ).toBe(periods)
    const list = await manager.get<DealCard[]>('/pipeline/0/0/0/0/0/0')
    expect(list.body.some((c) => c.dealId === dealId)).toBe(false)
  })

  it('loses and reopens a deal; reopening an open deal is refused with 409', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const lost = await rm.get(`/pipeline/state/${dealId}/${USER_IDS.rm}/3`)
    expect(lost.status).toBe(200)
    expect((await dealRow(dealId)).state).toBe('lost')
    const reopened = await rm.get(`/pipeline/state/${dealId}/${USER_IDS.rm}/4`)
    expect(reopened.status).toBe(200)
    expect((await dealRow(dealId)).state).toBe('open')
    expect((await rm.get(`/pipeline/state/${dealId}/${USER_IDS.rm}/4`)).status).toBe(200)
    const won = await takeDeal(server(), `d.state = 'won' AND ${OWNED_BY(USER_IDS.rm)}`)
    expect((await rm.get(`/pipeline/state/${won}/${USER_IDS.rm}/4`)).status).toBe(409)
  })

  it('refuses codes other than 2, 3 and 4 with 400', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    for (const code of ['1', '5', 'x']) {
      expect((await admin.get(`/pipeline/state/${dealId}/${USER_IDS.admin}/${code}`)).status).toBe(
        400,
      )
    }
    expect((await dealRow(dealId)).state).toBe('open')
  })

  it('refuses a non-owner RM and the viewer with 403', async () => {
    const { rm2, viewer } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${NOT_OWNED_BY(USER_IDS.rm2)}`)
    expect((await rm2.get(`/pipeline/state/${dealId}/${USER_IDS.rm2}/3`)).body).toEqual([
      { description: AUTHORIZED_OWNERS_ONLY },
    ])
    expect((await viewer.get(`/pipeline/state/${dealId}/${USER_IDS.viewer}/3`)).status).toBe(403)
    expect((await dealRow(dealId)).state).toBe('open')
  })
})

describe('GET /pipeline/probability/{dealId}/{userId}/{probability}', () => {
  it('sets the probability, moves the stage by the rule and journals a prob entry', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1`)
    const before = await journalCount(dealId, 'prob')
    const response = await admin.get(`/pipeline/probability/${dealId}/${USER_IDS.admin}/40`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ dealId, probability: 40, stage: 3 })
    expect(await dealRow(dealId)).toMatchObject({ probability: 40, stage: 3 })
    expect(await journalCount(dealId, 'prob')).toBe(before + 1)
    for (const [probability, stage] of [
      [60, 4],
      [90, 5],
      [20, 2],
      [10, 1],
    ]) {
      const moved = await admin.get(
        `/pipeline/probability/${dealId}/${USER_IDS.admin}/${probability}`,
      )
      expect(moved.body.stage).toBe(stage)
    }
  })

  it('refuses probabilities outside 10..100 by 10 with 400', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const before = await dealRow(dealId)
    for (const value of ['0', '15', '110', 'abc']) {
      expect(
        (await admin.get(`/pipeline/probability/${dealId}/${USER_IDS.admin}/${value}`)).status,
      ).toBe(400)
    }
    expect(await dealRow(dealId)).toEqual(before)
  })
})

describe('Idempotency-Key on GET-writes', () => {
  it('replays the first answer for a repeated key and writes once', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1 AND ${OWNED_BY(USER_IDS.rm)}`)
    const key = newKey()
    const first = await rm.get(`/pipeline/drop/${dealId}/${USER_IDS.rm}/2`, {
      'Idempotency-Key': key,
    })
    // The deal moves on in between: a replay must still answer the first answer and not write.
    await rm.get(`/pipeline/drop/${dealId}/${USER_IDS.rm}/3`)
    const again = await rm.get(`/pipeline/drop/${dealId}/${USER_IDS.rm}/2`, {
      'Idempotency-Key': key,
    })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await dealRow(dealId)).stage).toBe(3)
    expect(await journalCount(dealId, 'stage')).toBe(2)
  })

  it('answers 409 when a key is reused for another request', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1 AND ${OWNED_BY(USER_IDS.rm)}`)
    const key = newKey()
    expect(
      (await rm.get(`/pipeline/drop/${dealId}/${USER_IDS.rm}/2`, { 'Idempotency-Key': key }))
        .status,
    ).toBe(200)
    const other = await rm.get(`/pipeline/probability/${dealId}/${USER_IDS.rm}/30`, {
      'Idempotency-Key': key,
    })
    expect(other.status).toBe(409)
    expect(other.body[0].description).toEqual(expect.any(String))
    expect((await dealRow(dealId)).probability).toBe(20)
  })

  it('writes once when the same key arrives twice at the same time', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1`)
    const key = newKey()
    const path = `/pipeline/probability/${dealId}/${USER_IDS.admin}/30`
    const [a, b] = await Promise.all([
      admin.get(path, { 'Idempotency-Key': key }),
      admin.get(path, { 'Idempotency-Key': key }),
    ])
    expect(a.status).toBe(200)
    expect(b.body).toEqual(a.body)
    expect(await journalCount(dealId, 'prob')).toBe(1)
  })

  it('does not keep refusals: a retry after a 403 or 400 is evaluated afresh', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1`)
    const key = newKey()
    expect(
      (await admin.get(`/pipeline/drop/${dealId}/${USER_IDS.admin}/9`, { 'Idempotency-Key': key }))
        .status,
    ).toBe(400)
    expect(
      await count(server(), 'SELECT count(*) FROM idempotency_keys WHERE key = $1', [key]),
    ).toBe(0)
  })
})

describe('If-Match on deal writes', () => {
  it('answers 412 with the current card and version when the version is stale', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1`)
    const { version } = await dealRow(dealId)
    const moved = await admin.get(`/pipeline/drop/${dealId}/${USER_IDS.admin}/2`, {
      'If-Match': `"${version}"`,
    })
    expect(moved.status).toBe(200)
    const stale = await admin.get(`/pipeline/drop/${dealId}/${USER_IDS.admin}/3`, {
      'If-Match': String(version),
    })
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({ dealId, stage: 2, probability: 20, version: version + 1 })
    expect(stale.body).toHaveProperty('invoicePeriod')
    expect(stale.headers.get('ETag')).toContain(String(version + 1))
    expect((await dealRow(dealId)).stage).toBe(2)
  })

  it('shows in the 412 body that someone else lost the deal meanwhile', async () => {
    const { admin, manager } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1`)
    const { version } = await dealRow(dealId)
    expect((await manager.get(`/pipeline/state/${dealId}/${USER_IDS.manager}/3`)).status).toBe(200)
    const stale = await admin.get(`/pipeline/drop/${dealId}/${USER_IDS.admin}/2`, {
      'If-Match': String(version),
    })
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({ dealId, state: 'lost', stage: 1 })
  })
})
