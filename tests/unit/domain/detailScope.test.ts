import { describe, expect, it } from 'vitest'
import {
  dealChangedAt,
  detailKeptSince,
  isOnDeal,
  keepsDealDetailOffline,
} from '../../../src/domain/detailScope.ts'
import { ROLE } from '../../../src/domain/permissions.ts'

const NOW = new Date('2026-12-05T10:00:00.000Z')
const SINCE = detailKeptSince(NOW)
const ADMIN = { id: 1, roleId: ROLE.admin }
const MANAGER = { id: 2, roleId: ROLE.manager }
const RM = { id: 3, roleId: ROLE.rm }
const RECENT = '2026-11-20T08:00:00.000Z'
const OLD = '2026-03-01T08:00:00.000Z'

const deal = (rms: number[] = [], access: number[] = []) => ({
  rms: rms.map((id) => ({ id, text: `RM ${id}` })),
  access: access.map((id) => ({ id, text: `User ${id}` })),
})

describe('which open deals a device keeps the details of', () => {
  it('starts the window six months back', () => {
    expect(SINCE).toBe('2026-06-05T10:00:00.000Z')
  })

  it('keeps for an RM only the deals it is on, however recent the others', () => {
    expect(keepsDealDetailOffline(RM, deal([3]), OLD, SINCE)).toBe(true)
    expect(keepsDealDetailOffline(RM, deal([], [3]), OLD, SINCE)).toBe(true)
    expect(keepsDealDetailOffline(RM, deal([4]), RECENT, SINCE)).toBe(false)
  })

  it('keeps for other roles the deals changed in the window and the deals they are on', () => {
    for (const actor of [ADMIN, MANAGER]) {
      expect(keepsDealDetailOffline(actor, deal([4]), RECENT, SINCE)).toBe(true)
      expect(keepsDealDetailOffline(actor, deal([4]), OLD, SINCE)).toBe(false)
      expect(keepsDealDetailOffline(actor, deal([4]), null, SINCE)).toBe(false)
      expect(keepsDealDetailOffline(actor, deal([4], [actor.id]), OLD, SINCE)).toBe(true)
    }
  })

  it('knows who is on a deal by its RMs or access list, as ids or user ids', () => {
    expect(isOnDeal(RM, { rms: [{ userId: 3 }] })).toBe(true)
    expect(isOnDeal(RM, { rms: null, access: [{ id: 3 }] })).toBe(true)
    expect(isOnDeal(RM, { rms: [{ id: 4 }], access: [] })).toBe(false)
  })
})

describe('when a deal last changed', () => {
  const journal = (...times: string[]) => times.map((updateTime) => ({ data: { updateTime } }))

  it("is the server's updated time, or a later status update", () => {
    const detail = { updatedAt: OLD, dealDate: '2026-01-02', history: journal(RECENT) }
    expect(dealChangedAt(detail)).toBe(OLD)
    expect(dealChangedAt(detail, RECENT)).toBe(RECENT)
    expect(dealChangedAt({ ...detail, updatedAt: RECENT }, OLD)).toBe(RECENT)
  })

  it("is the journal's newest entry, else the deal's date, when the provider gives no updated time", () => {
    expect(
      dealChangedAt({ updatedAt: '', dealDate: '2026-01-02', history: journal(OLD, RECENT) }),
    ).toBe(RECENT)
    expect(dealChangedAt({ dealDate: '2026-01-02', history: [] })).toBe('2026-01-02')
  })
})
