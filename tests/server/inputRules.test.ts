/**
 * The provider refuses what the PWA's input rules refuse, with 400 [{ description }] and nothing
 * written: a sales visit that ends before it starts (create and update), and deal owners whose
 * tribe or RM percent shares add up to more than 100.
 */
import { describe, expect, it } from 'vitest'
import type { DealDetail, OwnersRequest } from '../../src/contract/deals.ts'
import type { VisitPayload, VisitResponse } from '../../src/contract/visits.ts'
import { count, firstContactOf, takeDeal } from './fixtures.ts'
import { callers, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile()
const OPEN = `d.state = 'open'`

async function visitOf(
  dealId: number,
  overrides: Partial<VisitPayload> = {},
): Promise<VisitPayload> {
  return {
    id: 0,
    dealId,
    userId: USER_IDS.manager,
    clientId: 0,
    visitDate: '2025-04-02',
    startTime: '09:00',
    endTime: '10:30',
    contacts: [await firstContactOf(server(), dealId)],
    rms: [USER_IDS.rm],
    consultants: [],
    tribes: [1],
    location: 'Jakarta',
    objective: 'Input rules',
    nextStep: '',
    remark: '',
    ...overrides,
  }
}

const refusal = { description: expect.stringContaining('endTime must not be before startTime') }

describe('a sales visit that ends before it starts', () => {
  it('is refused on create with 400 [{ description }], nothing written', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const visits = await count(server(), 'SELECT count(*) FROM visits')
    const meetings = await count(
      server(),
      `SELECT count(*) FROM deal_journal WHERE deal_id = $1 AND type = 'meeting'`,
      [dealId],
    )
    const response = await manager.post(
      '/pipeline/visit',
      await visitOf(dealId, { startTime: '14:00', endTime: '13:00' }),
    )
    expect(response.status).toBe(400)
    expect(response.body).toEqual([refusal])
    expect(await count(server(), 'SELECT count(*) FROM visits')).toBe(visits)
    expect(
      await count(
        server(),
        `SELECT count(*) FROM deal_journal WHERE deal_id = $1 AND type = 'meeting'`,
        [dealId],
      ),
    ).toBe(meetings)
  })

  it('is refused on update with 400, the stored visit unchanged', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const body = await visitOf(dealId)
    const created = await manager.post<VisitResponse>('/pipeline/visit', body)
    expect(created.status).toBe(200)
    const response = await manager.put(`/pipeline/visit/${created.body.id}`, {
      ...body,
      id: created.body.id,
      startTime: '10:00',
      endTime: '09:59',
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual([refusal])
    const [stored] = await server().db.query<{ start: string; end: string; version: number }>(
      'SELECT start_time AS start, end_time AS "end", version FROM visits WHERE id = $1',
      [created.body.id],
    )
    expect(stored).toEqual({ start: '09:00', end: '10:30', version: 1 })
  })

  it('a visit that ends when it starts is taken', async () => {
    const { manager } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const response = await manager.post(
      '/pipeline/visit',
      await visitOf(dealId, { startTime: '11:00', endTime: '11:00' }),
    )
    expect(response.status).toBe(200)
  })
})

describe('deal owners whose percent shares add up to more than 100', () => {
  const ownersOf = (dealId: number, change: Partial<OwnersRequest>): OwnersRequest => ({
    dealId,
    userId: USER_IDS.admin,
    segmentId: 1,
    branchId: 1,
    consultants: [],
    rms: [{ userId: USER_IDS.rm, percent: 100, nominal: 0, usePercent: true }],
    tribes: [{ tribeId: 1, percent: 100, nominal: 0, usePercent: true }],
    picId: 0,
    ...change,
  })

  it('are refused with 400 [{ description }] for RMs and for tribes, nothing written', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const before = await admin.get<DealDetail>(`/pipeline/detail/${dealId}`)
    const cases: [Partial<OwnersRequest>, string][] = [
      [
        {
          rms: [
            { userId: USER_IDS.rm, percent: 60, nominal: 0, usePercent: true },
            { userId: USER_IDS.rm2, percent: 50, nominal: 0, usePercent: true },
          ],
        },
        'rms percent shares add up to 110%, more than 100',
      ],
      [
        {
          tribes: [
            { tribeId: 1, percent: 70, nominal: 0, usePercent: true },
            { tribeId: 2, percent: 30.5, nominal: 0, usePercent: true },
          ],
        },
        'tribes percent shares add up to 100.5%, more than 100',
      ],
    ]
    for (const [change, description] of cases) {
      const response = await admin.post('/pipeline/owners', ownersOf(dealId, change))
      expect(response.status, description).toBe(400)
      expect(response.body).toEqual([{ description }])
    }
    const after = await admin.get<DealDetail>(`/pipeline/detail/${dealId}`)
    expect(after.body.rms).toEqual(before.body.rms)
    expect(after.body.tribes).toEqual(before.body.tribes)
    expect(after.body.version).toBe(before.body.version)
  })

  it('are taken when they add up to 100 exactly, thirds written 33.33 too', async () => {
    const { admin } = await callers(server())
    const dealId = await takeDeal(server(), OPEN)
    const response = await admin.post(
      '/pipeline/owners',
      ownersOf(dealId, {
        rms: [
          { userId: USER_IDS.rm, percent: 33.33, nominal: 0, usePercent: true },
          { userId: USER_IDS.rm2, percent: 33.33, nominal: 0, usePercent: true },
          { userId: USER_IDS.manager, percent: 33.34, nominal: 0, usePercent: true },
        ],
      }),
    )
    expect(response.status).toBe(200)
    const detail = await admin.get<DealDetail>(`/pipeline/detail/${dealId}`)
    expect(detail.body.rms.map((rm) => Number(rm.percent))).toEqual([33.33, 33.33, 33.34])
  })
})
