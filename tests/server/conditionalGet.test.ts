/** Conditional GETs: an answer carries its ETag, and If-None-Match naming it gets 304 without a body. */
import { describe, expect, it } from 'vitest'
import { callers, newKey, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile()
const ALL_OPEN_DEALS = '/pipeline/0/0/0/0/0/0'

describe('a list GET', () => {
  it('answers 304 with no body while the list is unchanged, and the new list once it changed', async () => {
    const { admin } = await callers(server())
    const first =
      await admin.get<{ dealId: number; stage: number; version: number }[]>(ALL_OPEN_DEALS)
    const tag = first.headers.get('ETag')
    expect(first.status).toBe(200)
    expect(tag).toMatch(/^(W\/)?"[^"]+"$/)

    const unchanged = await admin.get(ALL_OPEN_DEALS, { 'If-None-Match': tag! })
    expect(unchanged.status).toBe(304)
    expect(unchanged.text).toBe('')
    // The same tag, weak or strong (a compressed answer's is weak).
    const bare = (value: string | null) => value?.replace(/^W\//, '')
    expect(bare(unchanged.headers.get('ETag'))).toBe(bare(tag))

    const deal = first.body.find((card) => card.stage < 5)!
    const moved = await admin.get(
      `/pipeline/drop/${deal.dealId}/${USER_IDS.admin}/${deal.stage + 1}`,
      {
        'Idempotency-Key': newKey(),
      },
    )
    expect(moved.status).toBe(200)
    const changed = await admin.get<{ dealId: number; stage: number }[]>(ALL_OPEN_DEALS, {
      'If-None-Match': tag!,
    })
    expect(changed.status).toBe(200)
    expect(bare(changed.headers.get('ETag'))).not.toBe(bare(tag))
    expect(changed.body.find((card) => card.dealId === deal.dealId)?.stage).toBe(deal.stage + 1)
  })

  it('answers 304 only to the answer the tag was made from', async () => {
    const { manager } = await callers(server())
    const tag = (await manager.get(ALL_OPEN_DEALS)).headers.get('ETag')!
    const other = await manager.get<unknown[]>('/pipeline/0/0/0/0/0/10,20', {
      'If-None-Match': tag,
    })
    expect(other.status).toBe(200)
    expect(Array.isArray(other.body)).toBe(true)
  })
})

it("keeps an entity's own version as its ETag", async () => {
  const { admin } = await callers(server())
  const [card] = (await admin.get<{ dealId: number; version: number }[]>(ALL_OPEN_DEALS)).body
  const detail = await admin.get(`/Pipeline/detail/${card!.dealId}`)
  expect(detail.headers.get('ETag')).toContain(`"${card!.version}"`)
  const again = await admin.get(`/Pipeline/detail/${card!.dealId}`, {
    'If-None-Match': detail.headers.get('ETag')!,
  })
  expect(again.status).toBe(304)
})
