import { describe, expect, it } from 'vitest'
import { readProjectionBoard } from '../../../src/entities/proposals/projectionBoardReads.ts'
import { listColumnsKey } from '../../../src/store/meta.ts'
import { COLUMNS, item } from './fixtures.ts'
import { newDb } from '../crmDbHarness.ts'

const LIST = 'projection:test'

describe("the projection board's stored list", () => {
  it("reads the list's held items in its order, with the columns stored for it", async () => {
    const db = newDb()
    await db.projectionItems.bulkPut([item(1), item(3)])
    await db.syncLists.put({ key: LIST, table: 'projectionItems', ids: [3, 2, 1] })
    await db.meta.put({ key: listColumnsKey(LIST), value: COLUMNS })

    const stored = await readProjectionBoard(db, LIST)
    expect(stored.list?.ids).toEqual([3, 2, 1])
    expect(stored.items.map((row) => row.invoiceId)).toEqual([3, 1])
    expect(stored.columns).toEqual(COLUMNS)
  })

  it('reads nothing of a list never pulled', async () => {
    const db = newDb()
    await db.projectionItems.put(item(1))
    expect(await readProjectionBoard(db, LIST)).toEqual({
      list: null,
      items: [],
      columns: undefined,
    })
  })
})
