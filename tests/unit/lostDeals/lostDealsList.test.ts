import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { LostDealList, LostDealRow } from '../../../src/contract/lostDeals.ts'
import {
  LOST_DEALS_PULL_PAGE_SIZE,
  lostDealCard,
  lostDealsPull,
  nextLostDealPage,
} from '../../../src/entities/deals/lostDealsList.ts'
import { lostDealsListKey } from '../../../src/entities/deals/dealLists.ts'
import { readPulledList } from '../../../src/entities/deals/dealRows.ts'
import { pullList } from '../../../src/sync/pull.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../../src/sync/transport.ts'
import { newDb, USER } from '../crmDbHarness.ts'

const lostRow = (dealId: number): LostDealRow => ({
  dealId,
  dealName: `Deal ${dealId}`,
  clientName: `Client ${dealId}`,
  rms: [{ id: 7, text: 'Rina' }],
  proposalValue: dealId * 1_000_000,
  version: 3,
})

const ALL = { from: 0, to: 0, tribe: 0, segment: 0, rm: 0 }

/** Answers the lost deal call from `rows`, paged as the server pages. */
class LostDealServer implements Transport {
  readonly paths: string[] = []
  constructor(private readonly rows: LostDealRow[]) {}
  send(request: SyncRequest): Promise<SyncResponse> {
    this.paths.push(request.path)
    const parts = request.path.split('/')
    const page = Number(parts[8])
    const perPage = Number(parts[9])
    const body: LostDealList = {
      items: this.rows.slice((page - 1) * perPage, page * perPage),
      info: { page, perPage, total: this.rows.length },
    }
    return Promise.resolve({ status: 200, body })
  }
}

describe('lostDealCard', () => {
  it('maps a lost deal row to a card row with state lost and neutral values for the rest', () => {
    expect(lostDealCard(lostRow(12))).toEqual({
      dealId: 12,
      dealName: 'Deal 12',
      clientName: 'Client 12',
      rms: [{ id: 7, text: 'Rina' }],
      proposalValue: 12_000_000,
      version: 3,
      state: 'lost',
      stage: 0,
      age: 0,
      dealDate: '',
      clientId: 0,
      probability: 0,
      access: [],
      invoicePeriod: 0,
      statusDate: null,
    })
  })
})

describe('lostDealsPull', () => {
  it('names the list by its filter', () => {
    expect(lostDealsListKey({ from: 202501, to: 202512, tribe: 2, segment: 3, rm: 4 })).toBe(
      'lostDeals:202501/202512/2/3/4',
    )
  })

  it('stops after the last page', () => {
    const page = (n: number, total: number, items = 1): LostDealList => ({
      items: Array.from({ length: items }, (_, i) => lostRow(i + 1)),
      info: { page: n, perPage: 100, total },
    })
    expect(nextLostDealPage(page(1, 250))).toBe(2)
    expect(nextLostDealPage(page(3, 250))).toBeNull()
    expect(nextLostDealPage(page(1, 100))).toBeNull()
    expect(nextLostDealPage(page(2, 500, 0))).toBeNull()
  })

  it("walks every page of the server into the deals table under the filter's key", async () => {
    const db = newDb()
    const count = LOST_DEALS_PULL_PAGE_SIZE * 2 + 5
    const server = new LostDealServer(Array.from({ length: count }, (_, i) => lostRow(i + 1)))
    const result = await pullList(db, server, lostDealsPull(ALL), { userId: USER })

    expect(server.paths).toEqual([
      `/pipeline/lostdeal/0/0/0/0/0/1/${LOST_DEALS_PULL_PAGE_SIZE}/*`,
      `/pipeline/lostdeal/0/0/0/0/0/2/${LOST_DEALS_PULL_PAGE_SIZE}/*`,
      `/pipeline/lostdeal/0/0/0/0/0/3/${LOST_DEALS_PULL_PAGE_SIZE}/*`,
    ])
    expect(result.received).toBe(count)
    const list = await readPulledList(db, lostDealsListKey(ALL))
    expect(list?.ids).toHaveLength(count)
    expect(list?.ids[0]).toBe(1)
    expect(await db.deals.count()).toBe(count)
    expect((await db.deals.get(count))?.state).toBe('lost')
  })

  it("keeps what a held card row knows beyond the list's fields, and takes the list's", async () => {
    const db = newDb()
    await db.deals.put({
      ...lostDealCard(lostRow(5)),
      dealName: 'Old name',
      state: 'open',
      stage: 3,
      probability: 40,
      clientId: 77,
      invoicePeriod: 2,
      version: 2,
    })
    await pullList(db, new LostDealServer([lostRow(5)]), lostDealsPull(ALL), { userId: USER })
    expect(await db.deals.get(5)).toMatchObject({
      dealName: 'Deal 5',
      state: 'lost',
      version: 3,
      stage: 3,
      probability: 40,
      clientId: 77,
      invoicePeriod: 2,
    })
  })

  it('removes a deal that is no longer lost on the next pull', async () => {
    const db = newDb()
    await pullList(db, new LostDealServer([lostRow(1), lostRow(2)]), lostDealsPull(ALL), {
      userId: USER,
    })
    await pullList(db, new LostDealServer([lostRow(2)]), lostDealsPull(ALL), { userId: USER })
    expect(await db.deals.get(1)).toBeUndefined()
    expect((await readPulledList(db, lostDealsListKey(ALL)))?.ids).toEqual([2])
  })
})
