import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import type { IndividualTarget, UnitTarget } from '../../../src/contract/targets.ts'
import { TARGET_STATUS } from '../../../src/domain/targets.ts'
import { TARGET_TYPES } from '../../../src/domain/targetTypes.ts'
import { entityKey } from '../../../src/store/outbox.ts'
import {
  targetKey,
  targetListKey,
  targetRowOfIndividual,
  targetRowOfUnit,
} from '../../../src/entities/targets/targetRows.ts'
import { newDb } from '../crmDbHarness.ts'
import { march, targetRow } from './fixtures.ts'

describe('targetKey', () => {
  it('is distinct for every type, unit and year', () => {
    const keys: number[] = []
    for (const type of TARGET_TYPES) {
      for (const unitId of [1, 2, 3, 10_000, 999_999_999]) {
        for (const year of [1999, 2025, 2026, 2027, 9999]) keys.push(targetKey(type, unitId, year))
      }
    }
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('tells apart a personal target from a tribe, segment or branch of the same id and year', () => {
    const keys = TARGET_TYPES.map((type) => targetKey(type, 3, 2026))
    expect(new Set(keys).size).toBe(4)
  })

  it('does not run a large unit id into the next year or type', () => {
    expect(targetKey('rm', 999_999_999, 2026)).not.toBe(targetKey('rm', 0, 2027))
    expect(targetKey('rm', 999_999_999, 2026)).toBeLessThan(targetKey('rm', 1, 2027))
    expect(targetKey('tribe', 999_999_999, 9999)).toBeLessThan(targetKey('rm', 1, 1000))
  })

  it('is the same number every time, a positive safe integer (never a temp id)', () => {
    const key = targetKey('segment', 12, 2026)
    expect(targetKey('segment', 12, 2026)).toBe(key)
    for (const type of TARGET_TYPES) {
      const largest = targetKey(type, 999_999_999, 9999)
      expect(Number.isSafeInteger(largest), type).toBe(true)
      expect(targetKey(type, 1, 1000), type).toBeGreaterThan(0)
    }
  })

  it('keys the outbox entity of a target apart from those of other targets', () => {
    expect(entityKey('targets', targetKey('rm', 3, 2026))).not.toBe(
      entityKey('targets', targetKey('rm', 3, 2027)),
    )
  })
})

describe('targetListKey', () => {
  it('names the one-row list of a pulled target by type, unit and year', () => {
    expect(targetListKey('branch', 4, 2026)).toBe('target:branch:4:2026')
    expect(targetListKey('rm', 4, 2026)).not.toBe(targetListKey('tribe', 4, 2026))
  })
})

describe('target rows', () => {
  it('builds the row of a unit read', () => {
    const read: UnitTarget = {
      id: 2,
      type: 'tribe',
      year: 2026,
      targetId: 41,
      status: TARGET_STATUS.approved,
      items: [march],
      version: 5,
    }
    expect(targetRowOfUnit(read)).toEqual({
      key: targetKey('tribe', 2, 2026),
      type: 'tribe',
      unitId: 2,
      year: 2026,
      targetId: 41,
      status: 'Targets approved',
      items: [march],
      version: 5,
    })
  })

  it('builds the row of a personal target read, keyed as the rm unit of its user', () => {
    const read: IndividualTarget = {
      id: 42,
      userId: 8,
      year: 2026,
      status: TARGET_STATUS.needApproval,
      self_target: false,
      items: [march],
      version: 2,
    }
    const row = targetRowOfIndividual(read)
    expect(row).toEqual({
      key: targetKey('rm', 8, 2026),
      type: 'rm',
      unitId: 8,
      year: 2026,
      targetId: 42,
      status: 'Need approval',
      items: [march],
      version: 2,
    })
    // The personal target and the unit read of the RM are one row.
    const unitRead: UnitTarget = {
      id: 8,
      type: 'rm',
      year: 2026,
      targetId: 42,
      status: read.status,
      items: read.items,
      version: read.version,
    }
    expect(targetRowOfUnit(unitRead)).toEqual(row)
  })

  it('keeps a not-set target at version 0 (If-Match "0" expects none yet)', () => {
    const row = targetRowOfIndividual({
      id: 0,
      userId: 8,
      year: 2027,
      status: TARGET_STATUS.notSet,
      self_target: true,
      items: [],
      version: 0,
    })
    expect(row).toMatchObject({ targetId: 0, status: 'Targets not set.', version: 0 })
  })

  it('stores rows in db.targets under their key, found by type and year', async () => {
    const db = newDb()
    await db.targets.bulkPut([
      targetRow({ type: 'rm', unitId: 3, year: 2026 }),
      targetRow({ type: 'rm', unitId: 8, year: 2026 }),
      targetRow({ type: 'rm', unitId: 3, year: 2027 }),
      targetRow({ type: 'tribe', unitId: 3, year: 2026 }),
    ])
    expect(await db.targets.count()).toBe(4)
    expect(await db.targets.get(targetKey('tribe', 3, 2026))).toMatchObject({ type: 'tribe' })
    const personal2026 = await db.targets.where('[type+year]').equals(['rm', 2026]).toArray()
    expect(personal2026.map((row) => row.unitId).sort()).toEqual([3, 8])
  })
})
