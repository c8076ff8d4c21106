import { describe, expect, it } from 'vitest'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import { pipelineListKey } from '../../../src/entities/deals/dealLists.ts'
import { readPipelineList } from '../../../src/entities/deals/pipelineListRead.ts'
import { newDb } from '../crmDbHarness.ts'

describe("the board's pulled list", () => {
  it("reads the filter's list, and null for a filter never pulled", async () => {
    const db = newDb()
    await db.syncLists.put({ key: pipelineListKey(ALL_DEALS), table: 'deals', ids: [3, 1, 2] })
    expect((await readPipelineList(db, ALL_DEALS))?.ids).toEqual([3, 1, 2])
    expect(await readPipelineList(db, { ...ALL_DEALS, tribe: 9 })).toBeNull()
  })
})
