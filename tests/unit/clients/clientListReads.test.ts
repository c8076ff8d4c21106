import { newDb } from '../crmDbHarness.ts'
import { describe, expect, it } from 'vitest'
import { readClientRms } from '../../../src/entities/clients/clientListReads.ts'
import { CLIENT_RMS_KEY } from '../../../src/entities/clients/clientRows.ts'

describe('readClientRms', () => {
  it('answers none before a client list was answered here', async () => {
    expect(await readClientRms(newDb())).toEqual([])
  })

  it('answers the relationship managers the last client list gave', async () => {
    const db = newDb()
    const rms = [{ id: 5, name: 'Rina' }]
    await db.meta.put({ key: CLIENT_RMS_KEY, value: rms })
    expect(await readClientRms(db)).toEqual(rms)
  })

  it('answers none when what is kept is not a list', async () => {
    const db = newDb()
    await db.meta.put({ key: CLIENT_RMS_KEY, value: { id: 5 } })
    expect(await readClientRms(db)).toEqual([])
  })
})
