import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ROLE, type Actor } from '../../../src/domain/permissions.ts'
import { TARGET_STATUS, type TargetUnit } from '../../../src/domain/targets.ts'
import {
  decideTarget,
  rowsByYear,
  saveTargets,
} from '../../../src/features/targets/targetCommands.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { targetKey } from '../../../src/entities/targets/targetRows.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { newDb, USER } from '../crmDbHarness.ts'
import { month, targetRow } from './fixtures.ts'

const rm: Actor = { id: USER, roleId: ROLE.rm }
const manager: Actor = { id: USER, roleId: ROLE.manager }
const own: TargetUnit = { type: 'rm', id: USER }
const others: TargetUnit = { type: 'rm', id: 8 }
const tribe: TargetUnit = { type: 'tribe', id: 2 }

const opsOf = (db: CrmDb) => db.outbox.orderBy('seq').toArray()

describe('rowsByYear', () => {
  it('groups the rows by year, each year in month order', () => {
    const years = rowsByYear([month(5, 2027), month(12), month(1, 2027), month(3), month(1)])
    expect([...years.keys()]).toEqual([2027, 2026])
    expect(years.get(2026)?.map((row) => row.month)).toEqual([1, 3, 12])
    expect(years.get(2027)?.map((row) => row.month)).toEqual([1, 5])
    expect(years.get(2027)?.every((row) => row.year === 2027)).toBe(true)
  })

  it('leaves the rows it was given in their order', () => {
    const items = [month(4), month(2)]
    rowsByYear(items)
    expect(items.map((row) => row.month)).toEqual([4, 2])
  })

  it('has no year for no rows', () => {
    expect(rowsByYear([]).size).toBe(0)
  })
})

describe('saveTargets', () => {
  it("an RM's own save shows Need approval at once, on a row created for a target never read", async () => {
    const db = newDb()
    const items = [month(2), month(1)]
    await saveTargets(rm, own, items, db)

    const key = targetKey('rm', USER, 2026)
    expect(await db.targets.get(key)).toEqual({
      key,
      type: 'rm',
      unitId: USER,
      year: 2026,
      targetId: 0,
      status: TARGET_STATUS.needApproval,
      items: [month(1), month(2)],
      // Never read here: its op goes without If-Match.
      version: null,
    })
    const ops = await opsOf(db)
    expect(ops).toHaveLength(1)
    expect(ops[0]).toMatchObject({
      type: 'target.save',
      entity: { table: 'targets', id: key },
      userId: USER,
      status: 'pending',
      base: {
        version: null,
        fields: { status: TARGET_STATUS.notSet, items: [] },
      },
      args: {
        key,
        type: 'rm',
        unitId: USER,
        year: 2026,
        items: [month(1), month(2)],
        status: 'Need approval',
      },
    })
  })

  it.each([
    ['personal target of another RM', others],
    ['tribe target', tribe],
  ])("a manager's save of a %s is approved at once", async (_, unit) => {
    const db = newDb()
    await saveTargets(manager, unit, [month(1)], db)
    const row = await db.targets.get(targetKey(unit.type, unit.id, 2026))
    expect(row).toMatchObject({ status: 'Targets approved', unitId: unit.id, type: unit.type })
    expect((await opsOf(db))[0]?.args).toMatchObject({ status: TARGET_STATUS.approved })
  })

  it('saves over a target read before, on its version, without touching other years', async () => {
    const db = newDb()
    await db.targets.bulkPut([
      targetRow({ unitId: USER, version: 4, status: TARGET_STATUS.approved }),
      targetRow({ unitId: USER, year: 2027, version: 1 }),
    ])
    await saveTargets(rm, own, [month(6, 2026, { sales: 1 })], db)

    expect(await db.targets.get(targetKey('rm', USER, 2026))).toMatchObject({
      targetId: 41,
      status: 'Need approval',
      items: [month(6, 2026, { sales: 1 })],
      version: 4,
    })
    expect(await db.targets.get(targetKey('rm', USER, 2027))).toEqual(
      targetRow({ unitId: USER, year: 2027, version: 1 }),
    )
    const [op] = await opsOf(db)
    expect(op?.base.version).toBe(4)
    expect(op?.base.fields).toMatchObject({ status: 'Targets approved' })
  })

  it('queues one op per year of the rows, each with that year and its rows only', async () => {
    const db = newDb()
    await db.targets.put(targetRow({ unitId: USER, year: 2027, version: 2 }))
    await saveTargets(rm, own, [month(12), month(1, 2027), month(11), month(2, 2027)], db)

    const ops = await opsOf(db)
    expect(ops.map((op) => op.args.year)).toEqual([2026, 2027])
    expect(ops[0]?.args.items).toEqual([month(11), month(12)])
    expect(ops[1]?.args.items).toEqual([month(1, 2027), month(2, 2027)])
    expect(ops.map((op) => op.entity.id)).toEqual([
      targetKey('rm', USER, 2026),
      targetKey('rm', USER, 2027),
    ])
    // 2026 was never read here; 2027 was, at version 2.
    expect(ops.map((op) => op.base.version)).toEqual([null, 2])
    expect(await db.targets.count()).toBe(2)
  })

  it("Discard of a save on a target never read takes its 'not set' row away again", async () => {
    const db = newDb()
    await db.targets.put(targetRow({ unitId: USER, year: 2027, version: 2 }))
    await saveTargets(rm, own, [month(1), month(1, 2027)], db)
    const [first, second] = await opsOf(db)
    expect(first?.effects).toMatchObject([{ table: 'targets', before: null }])
    expect(second?.effects).toBeUndefined()

    await discardOp(db, first!.opId)
    await discardOp(db, second!.opId)
    expect(await db.targets.get(targetKey('rm', USER, 2026))).toBeUndefined()
    expect(await db.targets.get(targetKey('rm', USER, 2027))).toEqual(
      targetRow({ unitId: USER, year: 2027, version: 2 }),
    )
  })

  it('queues nothing and adds no row for no rows', async () => {
    const db = newDb()
    await saveTargets(rm, own, [], db)
    expect(await db.outbox.count()).toBe(0)
    expect(await db.targets.count()).toBe(0)
  })

  it('refuses a save the actor may not make, and changes nothing', async () => {
    const db = newDb()
    await expect(saveTargets(rm, others, [month(1)], db)).rejects.toThrow('You may not set')
    expect(await opsOf(db)).toEqual([])
    expect(await db.targets.count()).toBe(0)
  })
})

describe('decideTarget', () => {
  it.each([
    ['approve', 'Targets approved'],
    ['reject', 'Targets rejected'],
  ] as const)(
    '%s shows %s at once and queues the decision on the read version',
    async (decision, status) => {
      const db = newDb()
      await db.targets.put(targetRow({ version: 3 }))
      await decideTarget(manager, others, 2026, decision, db)

      const key = targetKey('rm', 8, 2026)
      expect(await db.targets.get(key)).toEqual(targetRow({ status, version: 3 }))
      const ops = await opsOf(db)
      expect(ops).toHaveLength(1)
      expect(ops[0]).toMatchObject({
        type: 'target.decide',
        entity: { table: 'targets', id: key },
        userId: USER,
        base: { version: 3, fields: { status: TARGET_STATUS.needApproval } },
        args: { key, type: 'rm', unitId: 8, year: 2026, decision, status },
      })
    },
  )

  it('decides the target of the year asked, not another year', async () => {
    const db = newDb()
    await db.targets.bulkPut([targetRow(), targetRow({ year: 2027 })])
    await decideTarget(manager, others, 2027, 'approve', db)
    expect((await db.targets.get(targetKey('rm', 8, 2027)))?.status).toBe('Targets approved')
    expect((await db.targets.get(targetKey('rm', 8, 2026)))?.status).toBe('Need approval')
  })
})
