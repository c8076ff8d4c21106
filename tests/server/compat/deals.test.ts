import { describe, expect, it } from 'vitest'
import { serverForFile } from '../harness.ts'
import { EXTRA, OPEN, clientWithContacts, signedIn, takeDealFacts } from './compatClient.ts'

const server = serverForFile()

const DETAIL_FIELDS = [
  'id',
  'name',
  'probability',
  'age',
  'stages',
  'clientCompany',
  'clientContact',
  'clientMembers',
  'state',
  'stage',
  'segment',
  'branch',
  'tribe',
  'tribes',
  'rms',
  'consultants',
  'pic',
  'proposal',
  'pricing',
  'agreement',
  'history',
]

async function newDealBody(userId: number) {
  const { clientId, contactIds } = await clientWithContacts(server())
  return {
    userId,
    clientId,
    contactId: contactIds[0],
    dealDate: '2026-11-24',
    tribeId: 1,
    segmentId: 1,
    branchId: 1,
    userIdRM: 3,
    name: 'Compat leadership programme',
    stageId: 2,
    probability: 20,
    picId: 0,
  }
}

describe('deal detail as existing clients read it', () => {
  it('opens /Pipeline/detail/{id} and reads the detail fields', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), OPEN)
    const reply = await admin.get(`/Pipeline/detail/${dealId}`)
    expect(reply.status, reply.text).toBe(200)
    for (const field of DETAIL_FIELDS) expect.soft(reply.body).toHaveProperty(field)
    expect(reply.body.stages).toHaveLength(5)
    expect(reply.body.clientCompany).toMatchObject({
      id: expect.any(Number),
      text: expect.any(String),
    })
    expect(reply.body.rms[0]).toMatchObject({
      userId: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
      percentage: expect.any(Number),
      nominal: expect.any(Number),
      usePercent: expect.any(Boolean),
    })
  })

  it('reads the client id at the top level of the detail as clientId (Add sales visit)', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId, clientId } = await takeDealFacts(server(), OPEN)
    const reply = await admin.get(`/pipeline/Detail/${dealId}`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.clientId).toBe(clientId)
  })

  it('reads journal headers and updateBy as { text } objects, and the created entry updateTime', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), OPEN)
    const reply = await admin.get(`/Pipeline/detail/${dealId}`)
    expect(reply.status, reply.text).toBe(200)
    const created = reply.body.history.find((entry: { type: string }) => entry.type === 'created')
    expect(Number.isNaN(Date.parse(created?.data.updateTime))).toBe(false)
    for (const { data } of reply.body.history) {
      expect(typeof data.updateBy.text).toBe('string')
      for (const header of ['header1', 'header2', 'header3']) {
        expect(typeof data[header]?.text, `history[].data.${header}.text`).toBe('string')
      }
    }
  })
})

describe('deal writes as existing clients send them', () => {
  it('creates a deal with ids as numeric text and an unknown field, reading { id, name, clientId }', async () => {
    const admin = await signedIn(server(), 'admin')
    const body = await newDealBody(admin.userId)
    const reply = await admin.post('/pipeline', {
      ...body,
      tribeId: '1',
      segmentId: '1',
      branchId: '1',
      userIdRM: '3',
      ...EXTRA,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({
      id: expect.any(Number),
      name: body.name,
      clientId: body.clientId,
    })
  })

  it("creates a deal with contactId '' and picId '' (none chosen), reading { id, name, clientId }", async () => {
    const admin = await signedIn(server(), 'admin')
    const body = await newDealBody(admin.userId)
    const reply = await admin.post('/pipeline', { ...body, contactId: '', picId: '' })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({
      id: expect.any(Number),
      name: body.name,
      clientId: body.clientId,
    })
  })

  it('saves the deal name with PUT /pipeline/{id} and reads { id, name }', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId, clientId, contactIds } = await takeDealFacts(server(), OPEN)
    const detail = (await admin.get(`/Pipeline/detail/${dealId}`)).body
    const reply = await admin.put(`/pipeline/${dealId}`, {
      name: 'Renamed by an existing client',
      id: dealId,
      userId: admin.userId,
      clientId,
      contactId: contactIds[0],
      dealDate: detail.dealDate ?? '2026-11-24',
      segmentId: detail.segment?.id ?? 1,
      branchId: detail.branch?.id ?? 1,
      stageId: detail.stage.id,
      probability: detail.probability,
      picId: 0,
      ...EXTRA,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({ id: dealId, name: 'Renamed by an existing client' })
  })

  it('deletes a deal with DELETE /pipeline/{dealId}/{userId} and reads { name }', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), OPEN)
    const reply = await admin.delete(`/Pipeline/${dealId}/${admin.userId}`)
    expect(reply.status, reply.text).toBe(200)
    expect(typeof reply.body.name).toBe('string')
  })

  it('saves the client info with PUT /pipeline/client/{clientId} and gets 204', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId, clientId, contactIds } = await takeDealFacts(server(), OPEN)
    const reply = await admin.put(`/pipeline/client/${clientId}`, {
      clientId,
      dealId,
      userId: admin.userId,
      companyName: 'Any name the form shows',
      contactId: contactIds[0],
      memberIds: contactIds.slice(1),
      ...EXTRA,
    })
    expect(reply.status, reply.text).toBe(204)
  })

  it("saves the owners with POST /pipeline/owners (dealId as text, picId '') and reads { dealId }", async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), OPEN)
    const reply = await admin.post('/pipeline/owners', {
      dealId: String(dealId),
      userId: admin.userId,
      segmentId: 1,
      branchId: 1,
      consultants: [2],
      rms: [{ userId: 3, percent: 100, nominal: 0, usePercent: true }],
      tribes: [{ tribeId: 1, percent: 100, nominal: 0, usePercent: true }],
      picId: '',
      ...EXTRA,
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.dealId).toBe(dealId)
  })

  it('loads the deal summary with GET /pipeline/summary/{id} and gets 200', async () => {
    const admin = await signedIn(server(), 'admin')
    const { dealId } = await takeDealFacts(server(), OPEN)
    const reply = await admin.get(`/pipeline/summary/${dealId}`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.dealId).toBe(dealId)
  })
})
