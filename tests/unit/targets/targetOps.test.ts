import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import { targetPayload } from '../../../src/contract/targets.ts'
import { check } from '../../../src/contract/validate.ts'
import { TARGET_STATUS } from '../../../src/domain/targets.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { targetKey } from '../../../src/entities/targets/targetRows.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { opTypeOf } from '../../../src/sync/opRegistry.ts'
import { replayRequest } from '../../../src/sync/replay.ts'
import {
  targetDecide,
  targetSave,
  type TargetDecideArgs,
  type TargetSaveArgs,
} from '../../../src/entities/targets/targetOps.ts'
import { newDb, USER } from '../crmDbHarness.ts'
import { month, targetRow, unitTarget } from './fixtures.ts'

const KEY = targetKey('rm', 8, 2026)

const saveArgs = (changes: Partial<TargetSaveArgs> = {}): TargetSaveArgs => ({
  key: KEY,
  type: 'rm',
  unitId: 8,
  year: 2026,
  items: [month(3, 2026, { no_proposal: 5 }), month(4, 2026, { sales: 0 })],
  status: TARGET_STATUS.approved,
  ...changes,
})

const decideArgs = (changes: Partial<TargetDecideArgs> = {}): TargetDecideArgs => ({
  key: KEY,
  type: 'rm',
  unitId: 8,
  year: 2026,
  decision: 'approve',
  status: TARGET_STATUS.approved,
  ...changes,
})

/** Queues a save on the target row stored at `version`. */
async function saveOn(db: CrmDb, version: number | null) {
  await db.targets.put(targetRow({ version }))
  return enqueue(db, 'target.save', saveArgs(), USER)
}

describe('the registry', () => {
  it('holds target.save and target.decide, updates of a row of db.targets keyed by key', () => {
    expect(opTypeOf('target.save')).toBe(targetSave)
    expect(opTypeOf('target.decide')).toBe(targetDecide)
    for (const op of [targetSave, targetDecide]) {
      expect(op).toMatchObject({ table: 'targets', kind: 'update', idArg: 'key', ifMatch: true })
    }
  })
})

describe('target.save', () => {
  it("puts the year's months and the status on the row at once, keeping the version", async () => {
    const db = newDb()
    const op = await saveOn(db, 2)
    expect(await db.targets.get(KEY)).toMatchObject({
      targetId: 41,
      status: 'Targets approved',
      items: saveArgs().items,
      version: 2,
    })
    expect(op.entity).toEqual({ table: 'targets', id: KEY })
    expect(op.base.version).toBe(2)
    expect(op.base.fields).toMatchObject({
      status: TARGET_STATUS.needApproval,
      items: [month(1), month(2)],
    })
  })

  it('posts the rows to /pipeline/target as months of four target amounts, neither approving nor rejecting', async () => {
    const db = newDb()
    const op = await saveOn(db, 2)
    const request = replayRequest(op, USER)
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/pipeline/target')
    expect(request.body).toEqual({
      id: 8,
      type: 'rm',
      userId: USER,
      year: 2026,
      items: [
        {
          month: 3,
          year: 2026,
          targets: [
            { id: 1, amount: 5 },
            { id: 2, amount: 10 },
            { id: 3, amount: 500_000_000 },
            { id: 4, amount: 250_000_000 },
          ],
        },
        {
          month: 4,
          year: 2026,
          targets: [
            { id: 1, amount: 4 },
            { id: 2, amount: 10 },
            { id: 3, amount: 500_000_000 },
            { id: 4, amount: 0 },
          ],
        },
      ],
      Approve: false,
      Reject: false,
    })
    // The server's own validator takes it.
    expect(check(targetPayload, request.body).ok).toBe(true)
    expect(request.headers?.[IDEMPOTENCY_KEY_HEADER]).toBe(op.opId)
  })

  it('sends the acting user as userId and the unit as id and type', async () => {
    const db = newDb()
    await db.targets.put(targetRow({ type: 'branch', unitId: 4, version: 1 }))
    const op = await enqueue(
      db,
      'target.save',
      saveArgs({ key: targetKey('branch', 4, 2026), type: 'branch', unitId: 4 }),
      USER,
    )
    expect(replayRequest(op, 77).body).toMatchObject({ id: 4, type: 'branch', userId: 77 })
  })

  it.each([
    [5, '"5"'],
    // Read and not set: the save expects no target yet.
    [0, '"0"'],
  ])('sends If-Match with the version the row was read at (%i)', async (version, ifMatch) => {
    const db = newDb()
    const op = await saveOn(db, version)
    expect(replayRequest(op, USER).headers?.[IF_MATCH_HEADER]).toBe(ifMatch)
  })

  it('sends no If-Match for a target this device never read (version null)', async () => {
    const db = newDb()
    const op = await saveOn(db, null)
    expect(op.base.version).toBeNull()
    expect(replayRequest(op, USER).headers).not.toHaveProperty(IF_MATCH_HEADER)
  })

  it('writes back the base version + 1 (the 204 carries none), nothing without a base', () => {
    expect(targetSave.writeBack(null, 4)).toEqual({ patch: { version: 5 } })
    expect(targetSave.writeBack(null, 0)).toEqual({ patch: { version: 1 } })
    expect(targetSave.writeBack(null, null)).toEqual({ patch: {} })
    expect(targetSave.writeBack(null)).toEqual({ patch: {} })
  })
})

describe('target.decide', () => {
  it('shows the decision at once and posts Approve with the year and no rows', async () => {
    const db = newDb()
    await db.targets.put(targetRow({ version: 3 }))
    const op = await enqueue(db, 'target.decide', decideArgs(), USER)
    const row = await db.targets.get(KEY)
    expect(row).toMatchObject({ status: 'Targets approved', version: 3 })
    // A decision leaves the amounts as they are.
    expect(row?.items).toEqual([month(1), month(2)])
    expect(op.base.fields).toEqual({ status: TARGET_STATUS.needApproval })

    const request = replayRequest(op, USER)
    expect(request).toMatchObject({ method: 'POST', path: '/pipeline/target' })
    expect(request.body).toEqual({
      id: 8,
      type: 'rm',
      userId: USER,
      year: 2026,
      items: [],
      Approve: true,
      Reject: false,
    })
    expect(check(targetPayload, request.body).ok).toBe(true)
    expect(request.headers?.[IF_MATCH_HEADER]).toBe('"3"')
  })

  it('posts Reject', async () => {
    const db = newDb()
    await db.targets.put(targetRow({ version: 3 }))
    const op = await enqueue(
      db,
      'target.decide',
      decideArgs({ decision: 'reject', status: TARGET_STATUS.rejected }),
      USER,
    )
    expect((await db.targets.get(KEY))?.status).toBe('Targets rejected')
    expect(replayRequest(op, USER).body).toMatchObject({ Approve: false, Reject: true, year: 2026 })
  })

  it('writes back the base version + 1', () => {
    expect(targetDecide.writeBack(null, 3)).toEqual({ patch: { version: 4 } })
    expect(targetDecide.writeBack(null, null)).toEqual({ patch: {} })
  })
})

describe('the server state of a 412', () => {
  it.each([
    ['target.save', targetSave],
    ['target.decide', targetDecide],
  ] as const)('%s reads the target as the unit read answers it, as row fields', (_, op) => {
    const state = op.serverState(unitTarget())
    expect(state).toEqual({
      targetId: 41,
      status: 'Targets approved',
      items: [month(1, 2026, { sales: 900_000_000 })],
      version: 6,
    })
    // Take theirs reads the stored state again.
    expect(op.serverState(state)).toEqual(state)
  })

  it('reads a not-set target (version 0, no months)', () => {
    expect(
      targetSave.serverState(
        unitTarget({ targetId: 0, status: TARGET_STATUS.notSet, items: [], version: 0 }),
      ),
    ).toEqual({ targetId: 0, status: 'Targets not set.', items: [], version: 0 })
  })

  it('reads amounts sent as numeric text as numbers', () => {
    const body = { ...unitTarget(), items: [{ ...month(1), sales: '900000000' }] }
    expect(targetSave.serverState(body)?.items).toEqual([month(1, 2026, { sales: 900_000_000 })])
  })

  it('reads nothing from an error list or a body without a version', () => {
    expect(
      targetSave.serverState([{ description: 'The target does not need approval' }]),
    ).toBeNull()
    expect(targetSave.serverState(null)).toBeNull()
    const { version: _version, ...unversioned } = unitTarget()
    expect(targetSave.serverState(unversioned)).toBeNull()
  })
})
