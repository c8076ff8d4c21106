import { describe, expect, it } from 'vitest'
import type { DealCard, PipelineFilter } from '../../src/contract/pipeline.ts'
import { rememberDigest, unchangedDigest } from '../../src/server/deals/cardListMemo.ts'
import { listDealCards } from '../../src/server/deals/cards.ts'
import { callers, serverForFile, USER_IDS } from './harness.ts'

// The pipeline list's digest is remembered with the snapshot its query read; anything logged
// since, a reset log, or a card turning a day older forgets it.
const server = serverForFile()
const ALL: PipelineFilter = { from: 0, to: 0, tribe: 0, segment: 0, rm: 0, probabilities: [] }
const exec = (sql: string, params: unknown[] = []) => server().db.query(sql, params)

/** Reads the list and remembers it under `key`, as the pipeline route does. */
async function readAndRemember(key: string) {
  const askedAt = performance.now()
  const read = await listDealCards(server().db, ALL)
  rememberDigest(server().db, key, read, askedAt)
  return read
}

describe('the pipeline list memo', () => {
  it('answers the digest it read while nothing changed, and forgets it at any logged change', async () => {
    const read = await readAndRemember('a')
    expect(await unchangedDigest(server().db, 'a')).toBe(read.digest)
    expect(await unchangedDigest(server().db, 'a')).toBe(read.digest)
    expect(await unchangedDigest(server().db, 'other')).toBeUndefined()

    // A person's new name shows on the cards they own; it is logged as a person, not a deal.
    await exec(`UPDATE users SET name = name || ' Jr' WHERE id = $1`, [USER_IDS.rm])
    expect(await unchangedDigest(server().db, 'a')).toBeUndefined()
    const again = await readAndRemember('a')
    expect(again.digest).not.toBe(read.digest)
    expect(await unchangedDigest(server().db, 'a')).toBe(again.digest)
  })

  it('forgets a digest once the log was reset or pruned, or its first card turned a day older', async () => {
    await readAndRemember('b')
    await exec(`UPDATE sync_state SET epoch = epoch % 524287 + 1`)
    expect(await unchangedDigest(server().db, 'b')).toBeUndefined()
    await readAndRemember('b')
    await exec(`UPDATE sync_state SET horizon = pg_current_xact_id()`)
    expect(await unchangedDigest(server().db, 'b')).toBeUndefined()

    const read = await listDealCards(server().db, ALL)
    rememberDigest(server().db, 'c', { ...read, freshForMs: 5_000 }, performance.now() - 6_000)
    expect(await unchangedDigest(server().db, 'c')).toBeUndefined()
  })

  it("says how long its ages hold: until the first card's next day", async () => {
    const [deal] = await exec(`SELECT id FROM deals WHERE state = 'open' ORDER BY id LIMIT 1`)
    const dealId = (deal as { id: number }).id
    await exec(
      `UPDATE deals SET created_at = now() - interval '1 day' + interval '20 seconds'
                 WHERE id = $1`,
      [dealId],
    )
    const read = await listDealCards(server().db, ALL)
    expect(read.freshForMs).toBeGreaterThan(0)
    expect(read.freshForMs).toBeLessThanOrEqual(20_000)
    const card = (JSON.parse(read.text!) as DealCard[]).find((each) => each.dealId === dealId)
    expect(card?.age).toBe(0)
  })

  it('answers a write made after a remembered read at once, through the API', async () => {
    const { admin } = await callers(server())
    const first = await admin.get<DealCard[]>('/pipeline/0/0/0/0/0/0')
    const again = await admin.get<DealCard[]>('/pipeline/0/0/0/0/0/0')
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
    const dealId = first.body[0]!.dealId
    await exec(`UPDATE deals SET name = 'Renamed after a remembered read' WHERE id = $1`, [dealId])
    const after = await admin.get<DealCard[]>('/pipeline/0/0/0/0/0/0')
    expect(after.body.find((each) => each.dealId === dealId)?.dealName).toBe(
      'Renamed after a remembered read',
    )
  })
})
