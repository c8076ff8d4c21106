import { newDb } from '../crmDbHarness.ts'
import { describe, expect, it } from 'vitest'
import { ROLE } from '../../../src/domain/permissions.ts'
import { TARGET_STATUS } from '../../../src/domain/targets.ts'
import { readTargetsToApprove } from '../../../src/entities/targets/targetsToApproveReads.ts'
import { masterRm, rmRow } from '../rms/fixtures.ts'
import { team } from '../teams/fixtures.ts'
import { targetRow } from './fixtures.ts'

const waiting = (unitId: number, year = 2026) => targetRow({ unitId, year })

describe('readTargetsToApprove', () => {
  it("gives a leader the waiting targets of its team's RMs, newest year first, by name", async () => {
    const db = newDb()
    await db.teams.put(team())
    await db.rms.bulkPut([
      masterRm(rmRow({ id: 4, name: 'Dewi' })),
      masterRm(rmRow({ id: 6, name: 'Anton' })),
    ])
    await db.targets.bulkPut([
      waiting(4),
      waiting(6),
      waiting(4, 2027),
      waiting(9),
      targetRow({ unitId: 6, year: 2025, status: TARGET_STATUS.approved }),
      targetRow({ type: 'tribe', unitId: 4, year: 2028 }),
    ])
    const found = await readTargetsToApprove(db, { id: 3, roleId: ROLE.rm })
    expect(found.map(({ row, name }) => [row.unitId, row.year, name])).toEqual([
      [4, 2027, 'Dewi'],
      [6, 2026, 'Anton'],
      [4, 2026, 'Dewi'],
    ])
  })

  it("names an RM master data does not hold by its id, and never lists the user's own", async () => {
    const db = newDb()
    await db.targets.bulkPut([waiting(12), waiting(2)])
    const found = await readTargetsToApprove(db, { id: 2, roleId: ROLE.manager })
    expect(found.map(({ row, name }) => [row.unitId, name])).toEqual([[12, 'User 12']])
  })
})
