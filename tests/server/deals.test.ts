import { describe, expect, it } from 'vitest'
import { parseETag } from '../../src/contract/common.ts'
import type { DealDetail, NewDealRequest } from '../../src/contract/deals.ts'
import type { StatusUpdate } from '../../src/contract/status.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { count, NOT_OWNED_BY, OWNED_BY, takeDeal, WITH_INVOICE_PERIOD } from './fixtures.ts'
import { cursorNow, walk } from './feedWalk.ts'
import { callers, newKey, USER_IDS, serverForFile } from './harness.ts'

const server = serverForFile()
const OPEN = `d.state = 'open'`

async function clientWithContacts(min = 2): Promise<{ clientId: number; contacts: number[] }> {
  const [row] = await server().db.query<{ client_id: number; ids: number[] }>(
    `SELECT client_id, array_agg(id ORDER BY id) AS ids FROM contacts GROUP BY client_id
      HAVING count(*) >= $1 ORDER BY client_id LIMIT 1`,
    [min],
  )
  return { clientId: row!.client_id, contacts: row!.ids }
}

async function newDeal(overrides: Partial<NewDealRequest> = {}): Promise<NewDealRequest> {
  const { clientId, contacts } = await clientWithContacts()
  return {
    userId: USER_IDS.rm,
    clientId,
    contactId: contacts[0]!,
    dealDate: '2025-03-14',
    tribeId: 1,
    segmentId: 1,
    branchId: 1,
    userIdRM: USER_IDS.rm,
    name: 'Leadership Workshop for the board',
    stageId: 1,
    probability: 10,
    picId: USER_IDS.rm,
    ...overrides,
  }
}

describe('POST /pipeline (create a deal)', () => {
  it('creates a deal and answers { id, name, clientId } with 200', async () => {
    const { rm } = await callers(server())
    const body = await newDeal({ name: 'Created by the RM', stageId: 2, probability: 20 })
    const response = await rm.post('/pipeline', body)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      name: 'Created by the RM',
      clientId: body.clientId,
    })
    const detail = await rm.get<DealDetail>(`/Pipeline/detail/${response.body.id}`)
    expect(detail.body).toMatchObject({
      name: 'Created by the RM',
      probability: 20,
      stage: { id: 2, text: 'Proposal Development' },
      state: { text: 'Open' },
      dealDate: '2025-03-14',
      clientCompany: { id: body.clientId },
      clientContact: { id: body.contactId },
      tribe: { id: 1 },
      rms: [{ userId: USER_IDS.rm, percent: 100, usePercent: true }],
    })
    expect(detail.body.history.map((entry) => entry.type)).toEqual(['created'])
    // The creator may act on it: it is one of its RMs and on the access list.
    expect((await rm.get(`/pipeline/drop/${response.body.id}/${USER_IDS.rm}/3`)).status).toBe(200)
  })

  it('refuses a deal without a name with 400, and writes nothing', async () => {
    const { admin } = await callers(server())
    const before = await count(server(), 'SELECT count(*) FROM deals')
    for (const name of ['', '   ', undefined]) {
      const response = await admin.post('/pipeline', {
        ...(await newDeal({ userId: USER_IDS.admin })),
        name,
      })
      expect(response.status).toBe(400)
      expect(response.body).toEqual([{ description: expect.stringContaining('name') }])
    }
    expect(await count(server(), 'SELECT count(*) FROM deals')).toBe(before)
  })

  it('refuses bad fields with 400: date, probability, stage, unknown client, foreign contact', async () => {
    const { admin } = await callers(server())
    const before = await count(server(), 'SELECT count(*) FROM deals')
    const base = await newDeal({ userId: USER_IDS.admin })
    const other = await server().db.query<{ id: number }>(
      'SELECT id FROM contacts WHERE client_id <> $1 LIMIT 1',
      [base.clientId],
    )
    for (const patch of [
      { dealDate: '2025-02-30' },
      { dealDate: '14/03/2025' },
      { probability: 15 },
      { stageId: 6 },
      { clientId: 999999 },
      { contactId: other[0]!.id },
      { tribeId: 999 },
      { userIdRM: 999999 },
    ]) {
      const response = await admin.post('/pipeline', { ...base, ...patch })
      expect(response.status, JSON.stringify(patch)).toBe(400)
      expect(response.body[0].description).toEqual(expect.any(String))
    }
    expect(await count(server(), 'SELECT count(*) FROM deals')).toBe(before)
  })

  it('refuses the viewer (read only) with 403 and a userId that is not the caller', async () => {
    const { viewer, manager } = await callers(server())
    expect(
      (await viewer.post('/pipeline', await newDeal({ userId: USER_IDS.viewer }))).status,
    ).toBe(403)
    const response = await manager.post('/pipeline', await newDeal({ userId: USER_IDS.rm }))
    expect(response.status).toBe(403)
    expect(response.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
  })

  it('creates one deal for two posts with the same Idempotency-Key, answering the same', async () => {
    const { manager } = await callers(server())
    const body = await newDeal({ userId: USER_IDS.manager, name: 'Posted twice' })
    const key = newKey()
    const first = await manager.post('/pipeline', body, { 'Idempotency-Key': key })
    const second = await manager.post('/pipeline', body, { 'Idempotency-Key': key })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await count(server(), `SELECT count(*) FROM deals WHERE name = 'Posted twice'`)).toBe(1)
  })
})

describe('PUT /pipeline/{id} (deal name save)', () => {
  it('updates the deal and answers { id, name }', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage = 1`)
    const { clientId, contacts } = await clientWithContacts()
    const response = await manager.put(`/Pipeline/${dealId}`, {
      id: dealId,
      userId: USER_IDS.manager,
      name: 'Renamed deal',
      clientId,
      contactId: contacts[1],
      dealDate: '2025-06-01',
      segmentId: 2,
      branchId: 3,
      stageId: 3,
      probability: 40,
      picId: 0,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: dealId, name: 'Renamed deal' })
    const detail = await manager.get<DealDetail>(`/pipeline/detail/${dealId}`)
    expect(detail.body).toMatchObject({
      name: 'Renamed deal',
      dealDate: '2025-06-01',
      clientContact: { id: contacts[1] },
      segment: { id: 2 },
      branch: { id: 3 },
      stage: { id: 3 },
      probability: 40,
      pic: null,
    })
    expect(
      detail.body.history
        .slice(0, 2)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['prob', 'stage'])
  })

  it('refuses an id that differs from the path with 400, and a non-owner RM with 403', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const foreign = await takeDeal(server(), `${OPEN} AND ${NOT_OWNED_BY(USER_IDS.rm)}`)
    const { clientId } = await clientWithContacts()
    const body = (id: number) => ({
      id,
      userId: USER_IDS.rm,
      name: 'x',
      clientId,
      contactId: 0,
      dealDate: '2025-01-01',
      segmentId: 1,
      branchId: 1,
      stageId: 1,
      probability: 10,
      picId: 0,
    })
    expect((await rm.put(`/pipeline/${dealId}`, body(dealId + 1))).status).toBe(400)
    const refused = await rm.put(`/pipeline/${foreign}`, body(foreign))
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
  })

  it('answers 412 with the current card for a stale If-Match', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const detail = await admin.get<DealDetail>(`/pipeline/detail/${dealId}`)
    await admin.get(
      `/pipeline/probability/${dealId}/${USER_IDS.admin}/${detail.body.probability === 80 ? 70 : 80}`,
    )
    const response = await admin.put(
      `/pipeline/${dealId}`,
      {
        id: dealId,
        userId: USER_IDS.admin,
        name: 'Too late',
        clientId: detail.body.clientCompany.id,
        contactId: 0,
        dealDate: detail.body.dealDate,
        segmentId: 1,
        branchId: 1,
        stageId: 1,
        probability: 10,
        picId: 0,
      },
      { 'If-Match': `"${detail.body.version}"` },
    )
    expect(response.status).toBe(412)
    expect(response.body).toMatchObject({
      dealId,
      dealName: detail.body.name,
      version: detail.body.version + 1,
    })
  })
})

describe('a rename rebased on the deal as it is (sync merge)', () => {
  it('answers 412 with what a name save carries, and the same key then applies once on the new version', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const detail = await admin.get<DealDetail>(`/pipeline/detail/${dealId}`)
    const nextStage = detail.body.stage.id === 5 ? 4 : 5
    // Someone moves the deal while this device renames it on the version it had.
    await admin.get(`/pipeline/drop/${dealId}/${USER_IDS.admin}/${nextStage}`)
    const key = newKey()
    const save = (stageId: number, probability: number) => ({
      id: dealId,
      userId: USER_IDS.admin,
      name: 'Renamed offline',
      clientId: detail.body.clientCompany.id,
      contactId: detail.body.clientContact?.id ?? 0,
      dealDate: detail.body.dealDate,
      segmentId: detail.body.segment?.id ?? 0,
      branchId: detail.body.branch?.id ?? 0,
      stageId,
      probability,
      picId: detail.body.pic?.id ?? 0,
    })
    const stale = await admin.put(
      `/pipeline/${dealId}`,
      save(detail.body.stage.id, detail.body.probability),
      { 'Idempotency-Key': key, 'If-Match': `"${detail.body.version}"` },
    )
    expect(stale.status).toBe(412)
    const theirs = stale.body as Record<string, number>
    expect(theirs).toMatchObject({
      dealId,
      stage: nextStage,
      version: detail.body.version + 1,
      contactId: detail.body.clientContact?.id ?? 0,
      segmentId: detail.body.segment?.id ?? 0,
      branchId: detail.body.branch?.id ?? 0,
      picId: detail.body.pic?.id ?? 0,
      // Who moved it last, and when, from its journal.
      changedBy: { stage: { name: expect.any(String), at: expect.stringMatching(/Z$/) } },
    })
    // The 412 wrote nothing and left the key free: the rebased save (another body) is applied.
    const rebased = save(theirs.stage!, theirs.probability!)
    const headers = { 'Idempotency-Key': key, 'If-Match': `"${theirs.version}"` }
    const applied = await admin.put(`/pipeline/${dealId}`, rebased, headers)
    expect(applied.status).toBe(200)
    expect(applied.body).toMatchObject({ version: detail.body.version + 2 })
    // A repeat (an answer lost) gets the stored answer and changes nothing.
    const again = await admin.put(`/pipeline/${dealId}`, rebased, headers)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(applied.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const after = await admin.get<DealDetail>(`/pipeline/detail/${dealId}`)
    expect(after.body).toMatchObject({
      name: 'Renamed offline',
      stage: { id: nextStage },
      version: detail.body.version + 2,
    })
  })
})

describe('DELETE /pipeline/{dealId}/{userId}', () => {
  it('deletes the deal for good and answers { name }', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const [{ name }] = (await server().db.query<{ name: string }>(
      'SELECT name FROM deals WHERE id = $1',
      [dealId],
    )) as [{ name: string }]
    const response = await rm.delete(`/pipeline/${dealId}/${USER_IDS.rm}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ name })
    expect(await count(server(), 'SELECT count(*) FROM deals WHERE id = $1', [dealId])).toBe(0)
    expect((await rm.get(`/pipeline/detail/${dealId}`)).status).toBe(404)
  })

  it('refuses a non-owner RM and the viewer with 403', async () => {
    const { rm, viewer } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${NOT_OWNED_BY(USER_IDS.rm)}`)
    expect((await rm.delete(`/pipeline/${dealId}/${USER_IDS.rm}`)).body).toEqual([
      { description: AUTHORIZED_OWNERS_ONLY },
    ])
    expect((await viewer.delete(`/pipeline/${dealId}/${USER_IDS.viewer}`)).status).toBe(403)
    expect(await count(server(), 'SELECT count(*) FROM deals WHERE id = $1', [dealId])).toBe(1)
  })
})

describe('GET /Pipeline/detail/{dealId}', () => {
  it('answers the full detail shape with history, five stage ages and a version (ETag)', async () => {
    const { viewer } = await callers(server())
    const dealId = await takeDeal(server(), `d.state = 'won' AND ${WITH_INVOICE_PERIOD}`)
    const response = await viewer.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    expect(response.status).toBe(200)
    const detail = response.body
    expect(Object.keys(detail).sort()).toEqual(
      [
        'access',
        'age',
        'agreement',
        'branch',
        'clientCompany',
        'clientContact',
        'clientId',
        'clientMembers',
        'consultants',
        'dealDate',
        'history',
        'id',
        'name',
        'pic',
        'pricing',
        'probability',
        'proposal',
        'rms',
        'segment',
        'stage',
        'stages',
        'state',
        'tribe',
        'tribes',
        'updatedAt',
        'version',
      ].sort(),
    )
    const [row] = await server().db.query<{ at: Date }>(
      'SELECT updated_at AS at FROM deals WHERE id = $1',
      [dealId],
    )
    expect(detail.updatedAt).toBe(row!.at.toISOString())
    expect(detail.state).toEqual({ text: 'Won' })
    expect(detail.stages).toHaveLength(5)
    expect(detail.stages[0]).toBeGreaterThanOrEqual(0)
    expect(detail.proposal).toMatchObject({
      id: expect.any(Number),
      filename: expect.any(String),
      proposalValue: expect.any(Number),
      proposalType: { id: expect.any(Number), text: expect.any(String) },
      contactIds: expect.any(Array),
    })
    expect(detail.proposal!.invoices.length).toBeGreaterThan(0)
    expect(detail.proposal!.invoices[0]).toMatchObject({
      invoiceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      invoiceAmount: expect.any(Number),
      remarks: expect.any(String),
    })
    const types = detail.history.map((entry) => entry.type)
    expect(types).toContain('created')
    expect(types).toContain('prop')
    expect(types).toContain('tobe')
    expect(detail.history[0]!.data).toMatchObject({
      header1: { text: expect.any(String) },
      updateTime: expect.any(String),
      updateBy: { text: expect.any(String) },
      info: expect.any(Object),
    })
    expect(parseETag(response.headers.get('ETag'))).toBe(detail.version)
  })

  it('carries the client id at the top level as clientId, besides clientCompany', async () => {
    const { viewer } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const [row] = await server().db.query<{ client_id: number; company: string }>(
      'SELECT d.client_id, c.company FROM deals d JOIN clients c ON c.id = d.client_id WHERE d.id = $1',
      [dealId],
    )
    const { body } = await viewer.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    expect(body.clientId).toBe(row!.client_id)
    expect(body.clientCompany).toEqual({ id: row!.client_id, text: row!.company })
  })

  it('answers journal headers and author as { text }, and updateTime as an ISO time', async () => {
    const { viewer } = await callers(server())
    const dealId = await takeDeal(server(), `d.state = 'won' AND ${WITH_INVOICE_PERIOD}`)
    const { body } = await viewer.get<DealDetail>(`/Pipeline/detail/${dealId}`)
    const rows = await server().db.query<{ header1: string; header2: string; header3: string }>(
      `SELECT header1, header2, header3 FROM deal_journal WHERE deal_id = $1
        ORDER BY update_time DESC, id DESC`,
      [dealId],
    )
    expect(body.history.length).toBe(rows.length)
    body.history.forEach((entry, index) => {
      expect(Object.keys(entry.data).sort()).toEqual(
        ['header1', 'header2', 'header3', 'info', 'updateBy', 'updateTime'].sort(),
      )
      expect(entry.data.header1).toEqual({ text: rows[index]!.header1 })
      expect(entry.data.header2).toEqual({ text: rows[index]!.header2 })
      expect(entry.data.header3).toEqual({ text: rows[index]!.header3 })
      expect(entry.data.updateBy).toEqual({ text: expect.any(String) })
      expect(entry.data.updateTime).toBe(new Date(entry.data.updateTime).toISOString())
    })
    const created = body.history.find((entry) => entry.type === 'created')!
    expect(created.data.header1).toEqual({ text: 'Deal created' })
    expect(created.data.updateBy.text).not.toBe('')
    // A seeded proposal entry: the proposal's document id, file name and invoice periods.
    const prop = body.history.find((entry) => entry.type === 'prop')!
    expect(prop.data.info).toMatchObject({
      id: body.proposal!.id,
      filename: body.proposal!.filename,
      invoices: body.proposal!.invoices.map(({ invoiceDate, invoiceAmount, remarks }) => ({
        invoiceDate,
        invoiceAmount,
        remarks,
      })),
    })
  })

  it('answers the same shapes in the change feed, whose dealDetails use the same loader', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND d.stage < 5`)
    const cursor = await cursorNow(admin)
    const stage = (await admin.get<DealDetail>(`/Pipeline/detail/${dealId}`)).body.stage.id
    expect(
      (await admin.get(`/pipeline/drop/${dealId}/${USER_IDS.admin}/${stage + 1}`)).status,
    ).toBe(200)
    const feed = await walk(admin, cursor)
    const detail = feed.dealDetails.upserts.find((each) => each.id === dealId)!
    expect(detail).toEqual((await admin.get(`/Pipeline/detail/${dealId}`)).body)
    expect(detail.clientId).toBe(detail.clientCompany.id)
    expect(detail.history[0]!.data).toMatchObject({
      header1: { text: 'Stage changed' },
      header2: { text: expect.any(String) },
      header3: { text: expect.any(String) },
      updateBy: { text: expect.any(String) },
    })
  })

  it('answers 404 for an unknown deal and 400 for a malformed id', async () => {
    const { viewer } = await callers(server())
    expect((await viewer.get('/pipeline/detail/999999')).status).toBe(404)
    expect((await viewer.get('/pipeline/detail/abc')).status).toBe(400)
  })
})

describe('PUT /pipeline/client/{clientId} (client info of a deal)', () => {
  it('answers 204 with an empty body and stores contact and members', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const { clientId, contacts } = await clientWithContacts(3)
    const response = await admin.put(`/pipeline/client/${clientId}`, {
      clientId,
      dealId,
      userId: USER_IDS.admin,
      companyName: 'ignored',
      contactId: contacts[0],
      memberIds: [contacts[1], contacts[2]],
    })
    expect(response.status).toBe(204)
    expect(response.text).toBe('')
    const detail = await admin.get<DealDetail>(`/pipeline/detail/${dealId}`)
    expect(detail.body.clientCompany.id).toBe(clientId)
    expect(detail.body.clientContact?.id).toBe(contacts[0])
    expect(detail.body.clientMembers.map((m) => m.id).sort()).toEqual(
      [contacts[1], contacts[2]].sort(),
    )
  })

  it('requires a contact of that client (400) and refuses a non-owner RM (403)', async () => {
    const { admin, rm2 } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${NOT_OWNED_BY(USER_IDS.rm2)}`)
    const { clientId, contacts } = await clientWithContacts()
    const body = {
      clientId,
      dealId,
      userId: USER_IDS.admin,
      companyName: '',
      contactId: 0,
      memberIds: [],
    }
    expect((await admin.put(`/pipeline/client/${clientId}`, body)).status).toBe(400)
    expect(
      (await admin.put(`/pipeline/client/${clientId}`, { ...body, contactId: 999999 })).status,
    ).toBe(400)
    const refused = await rm2.put(`/pipeline/client/${clientId}`, {
      ...body,
      userId: USER_IDS.rm2,
      contactId: contacts[0],
    })
    expect(refused.status).toBe(403)
  })
})

describe('POST /pipeline/owners', () => {
  it('replaces shares, consultants, segment, branch and person in charge; answers { dealId }', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const response = await manager.post('/pipeline/owners', {
      dealId,
      userId: USER_IDS.manager,
      segmentId: 3,
      branchId: 2,
      consultants: [7, 8],
      rms: [
        { userId: USER_IDS.rm2, percent: 70, nominal: 0, usePercent: true },
        { userId: 6, percent: 0, nominal: 30_000_000, usePercent: false },
      ],
      tribes: [{ tribeId: 2, percent: 100, nominal: null, usePercent: true }],
      picId: 9,
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ dealId })
    const detail = await manager.get<DealDetail>(`/pipeline/detail/${dealId}`)
    // Nominals are answered as the percents make them of the proposal value (30,000,000 of 0%: 0).
    const value = detail.body.proposal?.proposalValue ?? 0
    expect(detail.body.rms.map((r) => [r.userId, r.percent, r.nominal, r.usePercent])).toEqual([
      [USER_IDS.rm2, 70, Math.round(0.7 * value), true],
      [6, 0, 0, false],
    ])
    const [stored] = await server().db.query<{ nominal: number }>(
      'SELECT nominal FROM deal_rms WHERE deal_id = $1 AND user_id = 6',
      [dealId],
    )
    expect(Number(stored!.nominal)).toBe(30_000_000)
    expect(detail.body.tribes.map((t) => t.id)).toEqual([2])
    expect(detail.body.consultants.map((c) => c.id).sort()).toEqual([7, 8])
    expect(detail.body).toMatchObject({
      segment: { id: 3 },
      branch: { id: 2 },
      pic: { id: 9 },
      tribe: { id: 2 },
    })
    expect(detail.body.access.map((a) => a.id)).toEqual(expect.arrayContaining([7, 8, 9]))
    // rm2 now owns it.
    const { rm2 } = await callers(server())
    expect((await rm2.get(`/pipeline/drop/${dealId}/${USER_IDS.rm2}/5`)).status).toBe(200)
  })

  it('refuses repeated RMs, unknown tribes and negative shares with 400, nothing written', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const before = await admin.get<DealDetail>(`/pipeline/detail/${dealId}`)
    const base = {
      dealId,
      userId: USER_IDS.admin,
      segmentId: 1,
      branchId: 1,
      consultants: [],
      tribes: [],
      picId: 0,
    }
    for (const body of [
      {
        ...base,
        rms: [
          { userId: 6, percent: 50, nominal: 0, usePercent: true },
          { userId: 6, percent: 50, nominal: 0, usePercent: true },
        ],
      },
      { ...base, rms: [], tribes: [{ tribeId: 999, percent: 100, nominal: 0, usePercent: true }] },
      { ...base, rms: [{ userId: 6, percent: -5, nominal: 0, usePercent: true }] },
      { ...base, rms: 'all' },
    ]) {
      expect((await admin.post('/pipeline/owners', body)).status).toBe(400)
    }
    const after = await admin.get<DealDetail>(`/pipeline/detail/${dealId}`)
    expect(after.body.rms).toEqual(before.body.rms)
    expect(after.body.version).toBe(before.body.version)
  })
})

describe('status updates', () => {
  it('adds, lists, edits and deletes status updates of a deal', async () => {
    const { rm } = await callers(server())
    const dealId = await takeDeal(server(), `${OPEN} AND ${OWNED_BY(USER_IDS.rm)}`)
    const created = await rm.post('/pipeline/status', {
      status: 'Called the client',
      dealId,
      userId: USER_IDS.rm,
    })
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ dealId, id: expect.any(Number), version: 1 })
    const list = await rm.get<StatusUpdate[]>(`/Pipeline/status/${dealId}`)
    expect(list.body[0]).toMatchObject({
      id: created.body.id,
      status: 'Called the client',
      firstname: 'Citra',
      dealId,
    })
    expect(list.body[0]!.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/)

    const edited = await rm.put(`/pipeline/status/${created.body.id}`, {
      id: created.body.id,
      status: 'Meeting booked',
      dealId,
      userId: USER_IDS.rm,
    })
    expect(edited.body).toMatchObject({ dealId, id: created.body.id, version: 2 })
    const stale = await rm.put(
      `/pipeline/status/${created.body.id}`,
      { id: created.body.id, status: 'Stale edit', dealId, userId: USER_IDS.rm },
      { 'If-Match': '"1"' },
    )
    expect(stale.status).toBe(412)
    expect(stale.body).toMatchObject({ id: created.body.id, status: 'Meeting booked', version: 2 })

    const removed = await rm.delete(`/pipeline/status/${created.body.id}/${USER_IDS.rm}`)
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ dealId })
    expect(
      await count(server(), 'SELECT count(*) FROM status_updates WHERE id = $1', [created.body.id]),
    ).toBe(0)
  })

  it('refuses an empty status with 400 and a non-owner RM with 403', async () => {
    const { rm, rm2 } = await callers(server())
    const dealId = await takeDeal(
      server(),
      `${OPEN} AND ${OWNED_BY(USER_IDS.rm)} AND ${NOT_OWNED_BY(USER_IDS.rm2)}`,
    )
    const before = await count(server(), 'SELECT count(*) FROM status_updates WHERE deal_id = $1', [
      dealId,
    ])
    expect(
      (await rm.post('/pipeline/status', { status: '  ', dealId, userId: USER_IDS.rm })).status,
    ).toBe(400)
    const refused = await rm2.post('/pipeline/status', {
      status: 'Not mine',
      dealId,
      userId: USER_IDS.rm2,
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    expect(
      await count(server(), 'SELECT count(*) FROM status_updates WHERE deal_id = $1', [dealId]),
    ).toBe(before)
  })
})
