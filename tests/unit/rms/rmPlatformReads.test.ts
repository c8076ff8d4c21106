import { newDb } from '../crmDbHarness.ts'
import { describe, expect, it } from 'vitest'
import { readRmPlatform } from '../../../src/entities/rms/rmPlatformReads.ts'
import { rmsTable } from '../../../src/entities/rms/rmRows.ts'
import { masterRm, rmRow } from './fixtures.ts'

describe('readRmPlatform', () => {
  it('is platform 2 without a name while no RM here names it', async () => {
    const db = newDb()
    await db.rms.put(masterRm(rmRow()))
    expect(await readRmPlatform(db)).toEqual({ id: 2, text: '' })
  })

  it('takes the name an RM of this device gives platform 2', async () => {
    const db = newDb()
    await rmsTable(db).bulkPut([
      { ...masterRm(rmRow({ id: 4 })), platform: { id: 1, text: 'Mobile' } },
      { ...masterRm(rmRow({ id: 7 })), platform: { id: 2, text: 'Web' } },
    ])
    expect(await readRmPlatform(db)).toEqual({ id: 2, text: 'Web' })
  })
})
