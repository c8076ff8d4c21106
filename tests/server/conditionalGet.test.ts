/** Conditional GETs: an answer carries its ETag, and If-None-Match naming it gets 304 without a body. */
import { describe, expect, it } from 'vitest'
import { parseETag } from '../../src/contract/common.ts'
import type { ProfileDetail } from '../../src/contract/profile.ts'
import type { IndividualTarget } from '../../src/contract/targets.ts'
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

it("keeps an entity's own version in its ETag", async () => {
  const { admin } = await callers(server())
  const [card] = (await admin.get<{ dealId: number; version: number }[]>(ALL_OPEN_DEALS)).body
  const detail = await admin.get(`/Pipeline/detail/${card!.dealId}`)
  expect(parseETag(detail.headers.get('ETag'))).toBe(card!.version)
  const again = await admin.get(`/Pipeline/detail/${card!.dealId}`, {
    'If-None-Match': detail.headers.get('ETag')!,
  })
  expect(again.status).toBe(304)
})

describe("an entity's GET whose body changed without its version", () => {
  it('answers the profile again once its segment is renamed, and 304 while unchanged', async () => {
    const { rm } = await callers(server())
    const first = await rm.get<ProfileDetail>('/Profile/detail')
    const tag = first.headers.get('ETag')!
    expect((await rm.get('/Profile/detail', { 'If-None-Match': tag })).status).toBe(304)

    const segmentId = first.body.segment!.id
    await server().db.query('UPDATE segments SET name = $2 WHERE id = $1', [
      segmentId,
      `${first.body.segment!.text} renamed`,
    ])
    const renamed = await rm.get<ProfileDetail>('/Profile/detail', { 'If-None-Match': tag })
    expect(renamed.status).toBe(200)
    expect(renamed.body.version).toBe(first.body.version)
    expect(renamed.body.segment).toEqual({
      id: segmentId,
      text: `${first.body.segment!.text} renamed`,
    })
    const newTag = renamed.headers.get('ETag')!
    expect(newTag).not.toBe(tag)
    expect(parseETag(newTag)).toBe(first.body.version)
    expect((await rm.get('/Profile/detail', { 'If-None-Match': newTag })).status).toBe(304)
  })

  it('answers the personal target again once its months changed, and 304 while unchanged', async () => {
    const { rm } = await callers(server())
    const path = `/Pipeline/target/${new Date().getUTCFullYear()}/${USER_IDS.rm}`
    const first = await rm.get<IndividualTarget>(path)
    expect(first.body.id).toBeGreaterThan(0)
    const tag = first.headers.get('ETag')!
    expect((await rm.get(path, { 'If-None-Match': tag })).status).toBe(304)

    await server().db.query(
      'UPDATE target_items SET amount = amount + 1 WHERE target_id = $1 AND month = 1',
      [first.body.id],
    )
    const changed = await rm.get<IndividualTarget>(path, { 'If-None-Match': tag })
    expect(changed.status).toBe(200)
    expect(changed.body.version).toBe(first.body.version)
    expect(changed.body.items[0]).not.toEqual(first.body.items[0])
    const newTag = changed.headers.get('ETag')!
    expect((await rm.get(path, { 'If-None-Match': newTag })).status).toBe(304)
  })

  it("takes a read's ETag as If-Match for the version it names", async () => {
    const { rm2 } = await callers(server())
    const read = await rm2.get<ProfileDetail>('/Profile/detail')
    const profile = read.body
    const update = {
      name: profile.name,
      nik: profile.nik,
      email: profile.email,
      phone: profile.phone,
      address: profile.address,
      jobTitle: profile.jobTitle,
      segmentId: profile.segment!.id,
      branchId: profile.branch!.id,
      fileBase64: '',
      filename: '',
    }
    const saved = await rm2.put('/Profile/update', update, {
      'If-Match': read.headers.get('ETag')!,
    })
    expect(saved.status, saved.text).toBe(200)
    expect(parseETag(saved.headers.get('ETag'))).toBe(profile.version + 1)
    const stale = await rm2.put('/Profile/update', update, {
      'If-Match': read.headers.get('ETag')!,
    })
    expect(stale.status).toBe(412)
  })
})
