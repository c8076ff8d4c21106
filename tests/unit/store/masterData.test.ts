import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MasterData } from '../../../src/contract/master.ts'
import { CrmDb } from '../../../src/entities/db.ts'
import {
  masterFetchedAt,
  masterText,
  readMasterData,
  saveMasterData,
} from '../../../src/entities/master/masterData.ts'
import { deviceId } from '../../../src/store/meta.ts'

const master: MasterData = {
  tribes: [
    { id: 1, text: 'Digital' },
    { id: 2, text: 'Finance' },
  ],
  segments: [{ id: 3, text: 'Corporate' }],
  branches: [{ id: 4, text: 'Jakarta' }],
  stages: [
    { id: 1, text: 'Lead in' },
    { id: 5, text: 'Negotiations' },
  ],
  proposalTypes: [{ id: 1, text: 'Workshop' }],
  industries: [{ id: 6, text: 'Banking' }],
  rms: [
    { userId: 9, name: 'Yusuf', email: 'yusuf@crm.test' },
    { userId: 7, name: 'Ayu', email: 'ayu@crm.test' },
  ],
}

let database: CrmDb
let opened = 0
beforeEach(() => {
  database = new CrmDb(`master-test-${++opened}`)
})
afterEach(async () => {
  await database.delete()
})

describe('master data in IndexedDB', () => {
  it('stores every list and reads it back, RMs sorted by name', async () => {
    await saveMasterData(database, master, 1_700_000_000_000)
    const back = await readMasterData(database)
    expect(back.tribes).toEqual(master.tribes)
    expect(back.segments).toEqual(master.segments)
    expect(back.branches).toEqual(master.branches)
    expect(back.stages).toEqual(master.stages)
    expect(back.proposalTypes).toEqual(master.proposalTypes)
    expect(back.industries).toEqual(master.industries)
    expect(back.rms.map((rm) => rm.name)).toEqual(['Ayu', 'Yusuf'])
    expect(await masterFetchedAt(database)).toBe(1_700_000_000_000)
  })

  it('replaces the previous lists instead of merging them', async () => {
    await saveMasterData(database, master, 1)
    await saveMasterData(database, { ...master, tribes: [{ id: 8, text: 'Energy' }] }, 2)
    expect((await readMasterData(database)).tribes).toEqual([{ id: 8, text: 'Energy' }])
    expect(await masterFetchedAt(database)).toBe(2)
  })

  it('keeps the old lists when a save fails part way (one transaction)', async () => {
    await saveMasterData(database, master, 1)
    const broken = { ...master, rms: [{ name: 'no key' }] } as unknown as MasterData
    await expect(saveMasterData(database, broken, 2)).rejects.toThrow()
    expect((await readMasterData(database)).tribes).toEqual(master.tribes)
    expect(await masterFetchedAt(database)).toBe(1)
  })

  it('names a branch or segment by id, and nothing for id 0 or an unknown id', async () => {
    await saveMasterData(database, master)
    expect(await masterText(database, 'branches', 4)).toBe('Jakarta')
    expect(await masterText(database, 'segments', 3)).toBe('Corporate')
    expect(await masterText(database, 'segments', 0)).toBeUndefined()
    expect(await masterText(database, 'branches', 99)).toBeUndefined()
  })

  it('keeps one device id for the browser', async () => {
    const first = await deviceId(database)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(await deviceId(database)).toBe(first)
  })
})
