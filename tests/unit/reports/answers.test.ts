import { describe, expect, it } from 'vitest'
import { TEAM_ROUTES } from '../../../src/contract/teams.ts'
import { answerKey, ANSWER_KEPT_MS } from '../../../src/entities/reports/answerRows.ts'
import { dropAnswersBefore, heldAnswer, pullAnswer } from '../../../src/entities/reports/answers.ts'
import { PullError } from '../../../src/sync/pullError.ts'
import { EtagTransport } from '../etagTransport.ts'
import { newDb, StubServer } from '../crmDbHarness.ts'

const team = { id: 4, name: 'North', leader: { id: 7, text: 'Rina' }, mentor: null, members: [], version: 2 }
const path = '/Pipeline/team'

describe('report answers kept on the device', () => {
  it('keeps a 200 answer whole, per user and path, with its fetch time', async () => {
    const db = newDb()
    const server = new StubServer(() => ({ status: 200, body: [team] }))
    await pullAnswer(db, server, 3, TEAM_ROUTES.list, path, () => 1_000)
    expect(await heldAnswer(db, 3, path)).toEqual({ body: [team], fetchedAt: 1_000 })
    expect(await heldAnswer(db, 4, path)).toBeNull()
    expect(server.received).toEqual([expect.objectContaining({ method: 'GET', path })])
  })

  it('keeps a 404 as "none": the provider says there is nothing', async () => {
    const db = newDb()
    await pullAnswer(db, new StubServer(() => ({ status: 404, body: null })), 3, TEAM_ROUTES.list, path)
    expect((await heldAnswer(db, 3, path))?.body).toBeNull()
  })

  it('refuses an answer of another shape and keeps what it held', async () => {
    const db = newDb()
    await pullAnswer(db, new StubServer(() => ({ status: 200, body: [team] })), 3, TEAM_ROUTES.list, path, () => 5)
    const bad = new StubServer(() => ({ status: 200, body: [{ ...team, id: 'north' }] }))
    await expect(pullAnswer(db, bad, 3, TEAM_ROUTES.list, path)).rejects.toThrow(/another shape: \[0\]\.id/)
    expect(await heldAnswer(db, 3, path)).toEqual({ body: [team], fetchedAt: 5 })
  })

  it('fails the pull on a server error without touching the kept answer', async () => {
    const db = newDb()
    const failing = new StubServer(() => ({ status: 503, body: '' }))
    await expect(pullAnswer(db, failing, 3, TEAM_ROUTES.list, path)).rejects.toBeInstanceOf(PullError)
    expect(await db.answers.count()).toBe(0)
  })

  it('drops answers not fetched for a week, keeps the fresh ones', async () => {
    const db = newDb()
    const now = 10 * ANSWER_KEPT_MS
    await db.answers.bulkPut([
      { key: answerKey(3, '/old'), userId: 3, path: '/old', body: [], fetchedAt: now - ANSWER_KEPT_MS - 1 },
      { key: answerKey(3, '/new'), userId: 3, path: '/new', body: [], fetchedAt: now - 1 },
    ])
    expect(await dropAnswersBefore(db, now - ANSWER_KEPT_MS)).toBe(1)
    expect(await db.answers.toCollection().primaryKeys()).toEqual([answerKey(3, '/new')])
  })
})

describe('a report answer asked again', () => {
  const serve = (body: () => unknown) => new EtagTransport(new StubServer(() => ({ status: 200, body: body() })))

  it('is answered 304 while unchanged: the held answer stays, fetched now', async () => {
    const db = newDb()
    const server = serve(() => [team])
    await pullAnswer(db, server, 3, TEAM_ROUTES.list, path, () => 1_000)
    const again = await pullAnswer(db, server, 3, TEAM_ROUTES.list, path, () => 2_000)
    expect(server.answered.map((a) => a.status)).toEqual([200, 304])
    expect(again).toEqual({ body: [team], fetchedAt: 2_000 })
    expect(await heldAnswer(db, 3, path)).toEqual({ body: [team], fetchedAt: 2_000 })
  })

  it('is kept whole when the server changed it', async () => {
    const db = newDb()
    let name = 'North'
    const server = serve(() => [{ ...team, name }])
    await pullAnswer(db, server, 3, TEAM_ROUTES.list, path)
    name = 'South'
    await pullAnswer(db, server, 3, TEAM_ROUTES.list, path)
    expect(server.answered.map((a) => a.status)).toEqual([200, 200])
    expect((await heldAnswer<{ name: string }[]>(db, 3, path))?.body?.[0]?.name).toBe('South')
  })

  it('is asked whole once the held answer was dropped, and for another user', async () => {
    const db = newDb()
    const server = serve(() => [team])
    await pullAnswer(db, server, 3, TEAM_ROUTES.list, path, () => 1)
    await dropAnswersBefore(db, 2)
    await pullAnswer(db, server, 3, TEAM_ROUTES.list, path)
    await pullAnswer(db, server, 4, TEAM_ROUTES.list, path)
    expect(server.answered.map((a) => a.status)).toEqual([200, 200, 200])
    expect(await heldAnswer(db, 3, path)).not.toBeNull()
    expect(await heldAnswer(db, 4, path)).not.toBeNull()
  })
})
