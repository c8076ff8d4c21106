import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import { ROLE, type Actor } from '../../../src/domain/permissions.ts'
import { TARGET_STATUS, type TargetUnit } from '../../../src/domain/targets.ts'
import { decisionsFor } from '../../../src/app/sync/decisions.ts'
import { decideTarget, saveTargets } from '../../../src/features/targets/targetCommands.ts'
import { targetKey } from '../../../src/entities/targets/targetRows.ts'
import { userOps } from '../../../src/sync/syncDb.ts'
import { discardOp, keepMine, takeTheirs } from '../../../src/sync/resolve.ts'
import type { SyncRequest } from '../../../src/sync/transport.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'
import { month, targetRow, unitTarget } from './fixtures.ts'

const rm: Actor = { id: USER, roleId: ROLE.rm }
const manager: Actor = { id: USER, roleId: ROLE.manager }
const own: TargetUnit = { type: 'rm', id: USER }
const others: TargetUnit = { type: 'rm', id: 8 }
const OWN_KEY = targetKey('rm', USER, 2026)
const OTHERS_KEY = targetKey('rm', 8, 2026)

const noContent = () => ({ status: 204, body: null })
const ifMatchOf = (request: SyncRequest | undefined) => request?.headers?.[IF_MATCH_HEADER]

/** The RM's own personal target of 2026 as last read, at `version`. */
const ownRow = (version: number | null) =>
  targetRow({ unitId: USER, status: TARGET_STATUS.approved, version })

const mine = [month(1, 2026, { sales: 7 }), month(2, 2026, { sales: 8 })]

describe('a save reaching the server', () => {
  it('settles on a 204: the op is gone and the row stands on the base version + 1', async () => {
    const db = newDb()
    await db.targets.put(ownRow(2))
    await saveTargets(rm, own, mine, db)
    const server = new StubServer(noContent)

    const result = await drain(db, server)

    expect(result).toMatchObject({ applied: 1, conflicts: 0, failed: 0 })
    expect(server.received).toHaveLength(1)
    expect(server.received[0]).toMatchObject({ method: 'POST', path: '/pipeline/target' })
    expect(server.received[0]!.body).toMatchObject({ id: USER, type: 'rm', userId: USER })
    expect(ifMatchOf(server.received[0])).toBe('"2"')
    expect(await db.outbox.count()).toBe(0)
    expect(await db.targets.get(OWN_KEY)).toMatchObject({
      status: 'Need approval',
      items: mine,
      version: 3,
    })
  })

  it('a target read as not set is saved on If-Match "0" and then stands at version 1', async () => {
    const db = newDb()
    await db.targets.put(
      targetRow({ unitId: USER, targetId: 0, status: TARGET_STATUS.notSet, items: [], version: 0 }),
    )
    await saveTargets(rm, own, mine, db)
    const server = new StubServer(noContent)
    await drain(db, server)
    expect(ifMatchOf(server.received[0])).toBe('"0"')
    expect(await db.targets.get(OWN_KEY)).toMatchObject({ status: 'Need approval', version: 1 })
  })

  it('a target never read here is sent without If-Match and keeps its unknown version', async () => {
    const db = newDb()
    await saveTargets(rm, own, mine, db)
    const server = new StubServer(noContent)
    await drain(db, server)
    expect(server.received[0]?.headers).not.toHaveProperty(IF_MATCH_HEADER)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.targets.get(OWN_KEY)).toMatchObject({ items: mine, version: null })
  })

  it('two saves of one year go in order, the second on the version the first left', async () => {
    const db = newDb()
    await db.targets.put(ownRow(2))
    await saveTargets(rm, own, [month(1, 2026, { sales: 1 })], db)
    await saveTargets(rm, own, mine, db)
    const server = new StubServer(noContent)
    await drain(db, server)
    expect(server.received.map(ifMatchOf)).toEqual(['"2"', '"3"'])
    expect(
      server.received.map((request) => (request.body as { items: unknown[] }).items.length),
    ).toEqual([1, 2])
    expect(await db.targets.get(OWN_KEY)).toMatchObject({ items: mine, version: 4 })
  })

  it('rows of two years are two requests, one per year, each on its own target', async () => {
    const db = newDb()
    await db.targets.put(ownRow(2))
    await saveTargets(rm, own, [month(1), month(1, 2027)], db)
    const server = new StubServer(noContent)
    await drain(db, server)
    const years = server.received.map((request) => (request.body as { year: number }).year)
    expect(years.sort()).toEqual([2026, 2027])
    for (const request of server.received) {
      const body = request.body as { year: number; items: { year: number }[] }
      expect(body.items.every((row) => row.year === body.year)).toBe(true)
    }
    expect((await db.targets.get(OWN_KEY))?.version).toBe(3)
    expect((await db.targets.get(targetKey('rm', USER, 2027)))?.version).toBeNull()
  })

  it("a manager's approval settles on the read version + 1", async () => {
    const db = newDb()
    await db.targets.put(targetRow({ version: 5 }))
    await decideTarget(manager, others, 2026, 'approve', db)
    const server = new StubServer(noContent)
    await drain(db, server)
    expect(server.received[0]!.body).toMatchObject({ Approve: true, Reject: false, year: 2026 })
    expect(ifMatchOf(server.received[0])).toBe('"5"')
    expect(await db.outbox.count()).toBe(0)
    expect(await db.targets.get(OTHERS_KEY)).toMatchObject({
      status: 'Targets approved',
      version: 6,
    })
  })
})

describe('a save the server has moved past (412)', () => {
  const theirs = unitTarget({ id: USER, version: 6 })

  it('is a conflict holding the server target, and the row still shows the change', async () => {
    const db = newDb()
    await db.targets.put(ownRow(2))
    await saveTargets(rm, own, mine, db)
    const server = new StubServer(() => ({ status: 412, body: theirs }))

    const result = await drain(db, server)

    expect(result).toMatchObject({ applied: 0, conflicts: 1 })
    const ops = await userOps(db, USER)
    expect(ops).toHaveLength(1)
    expect(ops[0]).toMatchObject({
      type: 'target.save',
      status: 'conflict',
      lastStatus: 412,
      serverState: {
        targetId: 41,
        status: 'Targets approved',
        items: theirs.items,
        version: 6,
      },
    })
    // Nothing dropped: the person's months and status stay until they decide.
    expect(await db.targets.get(OWN_KEY)).toMatchObject({
      status: 'Need approval',
      items: mine,
      version: 2,
    })
    expect(decisionsFor(ops[0]!)).toEqual(['keepMine', 'takeTheirs'])
    // A conflict is not sent again on its own.
    await drain(db, server)
    expect(server.received).toHaveLength(1)
  })

  it('keep mine sends the change again on the server version, which then settles', async () => {
    const db = newDb()
    await db.targets.put(ownRow(2))
    await saveTargets(rm, own, mine, db)
    let answer = 412
    const server = new StubServer(() =>
      answer === 412 ? { status: 412, body: theirs } : noContent(),
    )
    await drain(db, server)
    const [op] = await db.outbox.toArray()

    await keepMine(db, op!.opId)
    answer = 204
    await drain(db, server)

    expect(server.received.map(ifMatchOf)).toEqual(['"2"', '"6"'])
    expect(server.received[1]!.body).toEqual(server.received[0]!.body)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.targets.get(OWN_KEY)).toMatchObject({
      status: 'Need approval',
      items: mine,
      version: 7,
    })
  })

  it('take theirs puts the server target on the row', async () => {
    const db = newDb()
    await db.targets.put(ownRow(2))
    await saveTargets(rm, own, mine, db)
    await drain(db, new StubServer(() => ({ status: 412, body: theirs })))
    const [op] = await db.outbox.toArray()

    await takeTheirs(db, op!.opId)

    expect(await db.targets.get(OWN_KEY)).toEqual({
      ...ownRow(6),
      status: 'Targets approved',
      items: theirs.items,
    })
    expect(await db.outbox.count()).toBe(0)
  })

  it('an approval on a changed target is a conflict too, the approval still showing', async () => {
    const db = newDb()
    await db.targets.put(targetRow({ version: 5 }))
    await decideTarget(manager, others, 2026, 'reject', db)
    const changed = unitTarget({ status: TARGET_STATUS.needApproval, version: 7 })
    await drain(db, new StubServer(() => ({ status: 412, body: changed })))
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({
      type: 'target.decide',
      status: 'conflict',
      serverState: { status: 'Need approval', version: 7 },
    })
    expect((await db.targets.get(OTHERS_KEY))?.status).toBe('Targets rejected')
  })
})

describe('a save the server refuses (403)', () => {
  it('is failed, stays in the outbox with the reason and is not sent again', async () => {
    const db = newDb()
    await db.targets.put(targetRow({ version: 2 }))
    // An RM approving a target of an RM whose team it no longer leads: the server refuses it.
    await decideTarget(rm, others, 2026, 'approve', db)
    const server = new StubServer(() => ({
      status: 403,
      body: [{ description: 'You may not decide this target' }],
    }))

    const result = await drain(db, server)
    await drain(db, server)

    expect(result).toMatchObject({ applied: 0, failed: 1 })
    expect(server.received).toHaveLength(1)
    const ops = await userOps(db, USER)
    expect(ops).toHaveLength(1)
    expect(ops[0]).toMatchObject({
      type: 'target.decide',
      status: 'failed',
      lastStatus: 403,
      lastError: 'You may not decide this target',
    })
    expect(decisionsFor(ops[0]!)).toEqual(['discard'])
    // The change stays until the person decides.
    expect(await db.targets.get(OTHERS_KEY)).toMatchObject({
      status: TARGET_STATUS.approved,
      version: 2,
    })
  })

  it('says who may act when the refusal carries no reason; discard puts the target back', async () => {
    const db = newDb()
    await db.targets.put(targetRow({ version: 2 }))
    await decideTarget(rm, others, 2026, 'approve', db)
    await drain(db, new StubServer(() => ({ status: 403, body: null })))
    const [op] = await db.outbox.toArray()
    expect(op).toMatchObject({ status: 'failed', lastError: "Authorized owner's only" })

    await discardOp(db, op!.opId)
    expect(await db.targets.get(OTHERS_KEY)).toEqual(targetRow({ version: 2 }))
    expect(await db.outbox.count()).toBe(0)
  })
})
