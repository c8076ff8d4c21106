import { describe, expect, it } from 'vitest'
import { parseETag } from '../../src/contract/common.ts'
import type { DealDetail } from '../../src/contract/deals.ts'
import type { Visit, VisitPayload, VisitResponse } from '../../src/contract/visits.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { count, firstContactOf, NOT_OWNED_BY, OWNED_BY, takeDeal } from './fixtures.ts'
import { callers, newKey, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile()
const OPEN = `d.state = 'open'`

/** A visit payload for a deal (its client's first contact) by `userId`. */
async function dealVisit(
  dealId: number,
  userId: number,
  overrides: Partial<VisitPayload> = {},
): Promise<VisitPayload> {
  const contact = await firstContactOf(server(), dealId)
  return {
    id: 0,
    dealId,
    userId,
    clientId: 0,
    visitDate: '2025-04-02',
    startTime: '09:00',
    endTime: '10:30',
    contacts: [contact],
    rms: [USER_IDS.rm],
    consultants: [USER_IDS.manager],
    tribes: [1, 2],
    location: 'Jakarta',
    objective: 'Present the leadership workshop',
    nextStep: 'Send the proposal',
    remark: 'Met the HR director',
    ...overrides,
  }
}

async function standaloneVisit(userId: number, overrides: Partial<VisitPayload> = {}) {
  const [client] = await server().db.query<{ id: number; contact: number }>(
    `SELECT c.id, min(ct.id) AS contact FROM clients c JOIN contacts ct ON ct.client_id = c.id
      GROUP BY c.id ORDER BY c.id DESC LIMIT 1`,
  )
  return {
    ...(await dealVisit(await takeDeal(server(), OPEN), userId)),
    dealId: 0,
    clientId: client!.id,
    contacts: [client!.contact],
    ...overrides,
  }
}

const visitsOf = (dealId: number) =>
  count(server(), 'SELECT count(*) FROM visits WHERE deal_id = $1', [dealId])
const meetingsOf = (dealId: number) =>
  count(server(), `SELECT count(*) FROM deal_journal WHERE deal_id = $1 AND type = 'meeting'`, [
    dealId,
  ])

describe('POST /pipeline/visit', () => {
  it('records a visit of a deal, answers { dealId, id, version } and journals the meeting', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const body = await dealVisit(dealId, USER_IDS.rm)
    const response = await rm.post<VisitResponse>('/pipeline/visit', body)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ dealId, id: expect.any(Number), version: 1 })
    expect(parseETag(response.headers.get('ETag'))).toBe(1)

    const [stored] = await server().db.query<Record<string, unknown>>(
      `SELECT deal_id, client_id, user_id, visit_date, start_time, end_time, location, objective,
              next_step, remark FROM visits WHERE id = $1`,
      [response.body.id],
    )
    const [deal] = await server().db.query<{ client_id: number; company: string }>(
      'SELECT d.client_id, c.company FROM deals d JOIN clients c ON c.id = d.client_id WHERE d.id = $1',
      [dealId],
    )
    expect(stored).toEqual({
      deal_id: dealId,
      client_id: deal!.client_id,
      user_id: USER_IDS.rm,
      visit_date: '2025-04-02',
      start_time: '09:00',
      end_time: '10:30',
      location: 'Jakarta',
      objective: 'Present the leadership workshop',
      next_step: 'Send the proposal',
      remark: 'Met the HR director',
    })
    expect(
      await count(server(), 'SELECT count(*) FROM visit_tribes WHERE visit_id = $1', [
        response.body.id,
      ]),
    ).toBe(2)

    const detail = await rm.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    const meeting = detail.body.history.find(
      (entry) => entry.type === 'meeting' && entry.data.info.visitId === response.body.id,
    )
    expect(meeting?.data).toMatchObject({
      header1: { text: 'Sales visit' },
      header2: { text: deal!.company },
      header3: { text: 'Present the leadership workshop' },
      info: {
        visitId: response.body.id,
        fromTime: '2025-04-02T09:00:00',
        toTime: '2025-04-02T10:30:00',
        clientName: deal!.company,
        location: 'Jakarta',
        rms: [{ id: USER_IDS.rm, text: 'Citra Relationship' }],
        consultants: [{ id: USER_IDS.manager, text: 'Budi Manager' }],
        tribes: [
          { id: 1, text: expect.any(String) },
          { id: 2, text: expect.any(String) },
        ],
        contacts: [{ id: body.contacts[0], text: expect.any(String) }],
        objective: 'Present the leadership workshop',
        nextStep: 'Send the proposal',
        remark: 'Met the HR director',
      },
    })
  })

  it('records a standalone visit at a client for roles 1, 2 and 5 (dealId 0, no journal)', async () => {
    const { admin, manager, rm } = await callers(server())
    for (const [caller, userId] of [
      [admin, USER_IDS.admin],
      [manager, USER_IDS.manager],
      [rm, USER_IDS.rm],
    ] as const) {
      const body = await standaloneVisit(userId)
      const response = await caller.post<VisitResponse>('/pipeline/visit', body)
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ dealId: 0, id: expect.any(Number), version: 1 })
      const [stored] = await server().db.query<{ deal_id: number | null; client_id: number }>(
        'SELECT deal_id, client_id FROM visits WHERE id = $1',
        [response.body.id],
      )
      expect(stored).toEqual({ deal_id: null, client_id: body.clientId })
    }
  })

  it('refuses bad input with 400 [{ description }] and writes nothing', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const base = await dealVisit(dealId, USER_IDS.manager)
    const [foreignContact] = await server().db.query<{ id: number }>(
      'SELECT ct.id FROM contacts ct JOIN deals d ON d.id = $1 WHERE ct.client_id <> d.client_id LIMIT 1',
      [dealId],
    )
    const before = await count(server(), 'SELECT count(*) FROM visits')
    const meetings = await meetingsOf(dealId)
    for (const patch of [
      { visitDate: '2025-02-30' },
      { visitDate: undefined },
      { startTime: '9:00' },
      { endTime: '24:00' },
      { objective: 'o'.repeat(201) },
      { remark: 'r'.repeat(201) },
      { contacts: [foreignContact!.id] },
      { tribes: [999] },
      { rms: [999999] },
      { consultants: [1.5] },
      { clientId: 999999 },
      { dealId: 0, clientId: 0 },
      { dealId: 0, clientId: 999999 },
    ]) {
      const response = await manager.post('/pipeline/visit', { ...base, ...patch })
      expect(response.status, JSON.stringify(patch)).toBe(400)
      expect(response.body).toEqual(expect.arrayContaining([{ description: expect.any(String) }]))
    }
    expect(await count(server(), 'SELECT count(*) FROM visits')).toBe(before)
    expect(await meetingsOf(dealId)).toBe(meetings)
  })

  it('role rules: viewer 403, an RM on a deal not its own 403, another userId 403; managers on any deal', async () => {
    const { viewer, rm, rm2, manager, admin } = await callers(server())
    const dealId = await takeDeal(
      server(),
      `${OPEN} AND ${OWNED_BY(USER_IDS.rm)} AND ${NOT_OWNED_BY(USER_IDS.rm2)}`,
    )
    const before = await visitsOf(dealId)
    const viewerAnswer = await viewer.post(
      '/pipeline/visit',
      await dealVisit(dealId, USER_IDS.viewer),
    )
    expect(viewerAnswer.status).toBe(403)
    expect(viewerAnswer.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    expect((await rm2.post('/pipeline/visit', await dealVisit(dealId, USER_IDS.rm2))).status).toBe(
      403,
    )
    expect(
      (await manager.post('/pipeline/visit', await dealVisit(dealId, USER_IDS.rm))).status,
    ).toBe(403)
    expect(await visitsOf(dealId)).toBe(before)
    expect(
      (await manager.post('/pipeline/visit', await dealVisit(dealId, USER_IDS.manager))).status,
    ).toBe(200)
    expect(
      (await admin.post('/pipeline/visit', await dealVisit(dealId, USER_IDS.admin))).status,
    ).toBe(200)
    expect((await rm.post('/pipeline/visit', await dealVisit(dealId, USER_IDS.rm))).status).toBe(
      200,
    )
    expect(await visitsOf(dealId)).toBe(before + 3)
    expect(
      (
        await manager.post('/pipeline/visit', {
          ...(await dealVisit(dealId, USER_IDS.manager)),
          dealId: 999999,
        })
      ).status,
    ).toBe(404)
  })

  it('refuses a visit on a won or lost deal with 409', async () => {
    const { manager } = await callers(server())
    for (const state of ['won', 'lost']) {
      const dealId = await takeDeal(server(), `d.state = '${state}'`)
      const before = await visitsOf(dealId)
      const response = await manager.post(
        '/pipeline/visit',
        await dealVisit(dealId, USER_IDS.manager),
      )
      expect(response.status).toBe(409)
      expect(await visitsOf(dealId)).toBe(before)
    }
  })

  it('keeps exactly one visit when a committed POST is retried with its Idempotency-Key', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const before = await visitsOf(dealId)
    const meetings = await meetingsOf(dealId)
    const body = await dealVisit(dealId, USER_IDS.rm, { objective: 'Sent while the line dropped' })
    const key = newKey()
    // The first answer is "lost": the client retries the same op with the same key.
    const first = await rm.post<VisitResponse>('/pipeline/visit', body, { 'Idempotency-Key': key })
    const retries = await Promise.all(
      [1, 2, 3].map(() =>
        rm.post<VisitResponse>('/pipeline/visit', body, { 'Idempotency-Key': key }),
      ),
    )
    for (const retry of retries) {
      expect(retry.status).toBe(200)
      expect(retry.body).toEqual(first.body)
      expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
    }
    expect(await visitsOf(dealId)).toBe(before + 1)
    expect(await meetingsOf(dealId)).toBe(meetings + 1)
  })

  it('keeps exactly one visit when the same op arrives several times at once', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const before = await visitsOf(dealId)
    const body = await dealVisit(dealId, USER_IDS.rm, { objective: 'Two tabs replayed it' })
    const key = newKey()
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        rm.post<VisitResponse>('/pipeline/visit', body, { 'Idempotency-Key': key }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1)
    expect(answers.filter((answer) => answer.headers.get('Idempotent-Replayed'))).toHaveLength(3)
    expect(await visitsOf(dealId)).toBe(before + 1)
  })
})

describe('PUT /pipeline/visit/{id}', () => {
  async function createdVisit(dealId: number) {
    const { rm } = await callers(server())
    const body = await dealVisit(dealId, USER_IDS.rm)
    const created = await rm.post<VisitResponse>('/pipeline/visit', body)
    return { body: { ...body, id: created.body.id }, created: created.body }
  }

  it('updates the visit, bumps its version and rewrites its meeting entry', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const { body, created } = await createdVisit(dealId)
    const meetings = await meetingsOf(dealId)
    const response = await rm.put<VisitResponse>(
      `/pipeline/visit/${created.id}`,
      { ...body, objective: 'Negotiate the fee', location: 'Bandung', tribes: [3] },
      { 'If-Match': '"1"' },
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ dealId, id: created.id, version: 2 })
    expect(await meetingsOf(dealId)).toBe(meetings)
    const [entry] = await server().db.query<{ header3: string; info: Record<string, unknown> }>(
      `SELECT header3, info FROM deal_journal WHERE deal_id = $1 AND type = 'meeting'
          AND info->>'visitId' = $2`,
      [dealId, String(created.id)],
    )
    expect(entry).toMatchObject({
      header3: 'Negotiate the fee',
      info: { location: 'Bandung', tribes: [{ id: 3, text: expect.any(String) }] },
    })
  })

  it('answers 412 with the current visit for a stale If-Match, and changes nothing', async () => {
    const { rm, manager } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const { body, created } = await createdVisit(dealId)
    await manager.put(`/pipeline/visit/${created.id}`, {
      ...body,
      userId: USER_IDS.manager,
      remark: 'Edited by the manager',
    })
    const stale = await rm.put<Visit>(
      `/pipeline/visit/${created.id}`,
      { ...body, remark: 'Mine' },
      { 'If-Match': '"1"' },
    )
    expect(stale.status).toBe(412)
    expect(parseETag(stale.headers.get('ETag'))).toBe(2)
    expect(stale.body).toMatchObject({
      id: created.id,
      dealId,
      userId: USER_IDS.rm,
      remark: 'Edited by the manager',
      contacts: body.contacts,
      tribes: [1, 2],
      version: 2,
    })
    const [stored] = await server().db.query<{ remark: string }>(
      'SELECT remark FROM visits WHERE id = $1',
      [created.id],
    )
    expect(stored!.remark).toBe('Edited by the manager')
  })

  it('refuses a body for another visit or deal (400), an unknown visit (404) and bad input (400)', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const { body, created } = await createdVisit(dealId)
    const path = `/pipeline/visit/${created.id}`
    expect((await rm.put(path, { ...body, id: created.id + 1 })).status).toBe(400)
    expect((await rm.put(path, { ...body, id: 0 })).status).toBe(400)
    expect((await rm.put(path, { ...body, dealId: 0, clientId: 1 })).status).toBe(400)
    expect((await rm.put(path, { ...body, endTime: 'noon' })).status).toBe(400)
    expect((await rm.put('/pipeline/visit/999999', { ...body, id: 999999 })).status).toBe(404)
    const [stored] = await server().db.query<{ version: number }>(
      'SELECT version FROM visits WHERE id = $1',
      [created.id],
    )
    expect(stored!.version).toBe(1)
  })

  it('lets an RM edit its own standalone visit only; managers edit any', async () => {
    const { rm, rm2, manager, viewer } = await callers(server())
    const body = await standaloneVisit(USER_IDS.rm, { rms: [] })
    const created = await rm.post<VisitResponse>('/pipeline/visit', body)
    const path = `/pipeline/visit/${created.body.id}`
    const update = { ...body, id: created.body.id, location: 'Surabaya' }
    expect((await rm2.put(path, { ...update, userId: USER_IDS.rm2 })).status).toBe(403)
    expect((await viewer.put(path, { ...update, userId: USER_IDS.viewer })).status).toBe(403)
    expect((await rm.put(path, update)).body).toEqual({
      dealId: 0,
      id: created.body.id,
      version: 2,
    })
    expect((await manager.put(path, { ...update, userId: USER_IDS.manager })).status).toBe(200)
  })
})
