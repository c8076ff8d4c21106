import { newDb } from '../crmDbHarness.ts'
import { describe, expect, it } from 'vitest'
import { readTargetUnits } from '../../../src/entities/targets/targetUnitReads.ts'
import { branch, masterRm, rmRow, segment } from '../rms/fixtures.ts'

describe('readTargetUnits', () => {
  it('gives the RMs by name, each under its user id', async () => {
    const db = newDb()
    await db.rms.bulkPut([
      masterRm(rmRow({ id: 4, name: 'Wulan' })),
      masterRm(rmRow({ id: 9, name: 'Agus' })),
    ])
    expect(await readTargetUnits(db, 'rm')).toEqual([
      { id: 9, text: 'Agus' },
      { id: 4, text: 'Wulan' },
    ])
  })

  it("gives a master list's units for a tribe, segment or branch target", async () => {
    const db = newDb()
    await db.segments.bulkPut([segment(1), segment(2)])
    await db.branches.put(branch(3))
    expect(await readTargetUnits(db, 'segment')).toEqual([segment(1), segment(2)])
    expect(await readTargetUnits(db, 'branch')).toEqual([branch(3)])
    expect(await readTargetUnits(db, 'tribe')).toEqual([])
  })
})
