import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { buildBoard } from '../../../src/features/pipeline/boardModel.ts'
import { carryOutDrop } from '../../../src/features/pipeline/moveCard.ts'
import { readCardOrder } from '../../../src/entities/deals/cardOrder.ts'
import { discardOp } from '../../../src/sync/resolve.ts'
import { newDb, USER } from '../crmDbHarness.ts'
import { dealRow } from './dealRow.ts'

describe('a card dropped on another column', () => {
  it('Discard puts the board order back with the stage (keys it gave, keys it changed)', async () => {
    const db = newDb()
    const deals = [dealRow(1, 1), dealRow(2, 2), dealRow(3, 2)]
    await db.deals.bulkPut(deals)
    // Deal 1 was placed in its column before; deal 3 in the column it goes to.
    await db.cardOrder.bulkPut([
      { dealId: 1, key: 'a5' },
      { dealId: 3, key: 'a1' },
    ])
    const keys = await readCardOrder(db)
    const board = buildBoard([1, 2, 3], new Map(deals.map((row) => [row.dealId, row])), keys)
    expect(board.columns[1]?.ids).toEqual([3, 2])

    // Below deal 2, which has no key yet: deal 2 is given one too.
    await carryOutDrop(
      board,
      keys,
      { kind: 'move', dealId: 1, from: 1, stage: 2, index: 2 },
      USER,
      db,
    )
    const moved = await readCardOrder(db)
    expect(moved.has(2)).toBe(true)
    expect(moved.get(1)).not.toBe('a5')
    expect(await db.deals.get(1)).toMatchObject({ stage: 2 })

    const [op] = await db.outbox.toArray()
    await discardOp(db, op!.opId)
    expect(await db.deals.get(1)).toMatchObject({ stage: 1 })
    expect(await readCardOrder(db)).toEqual(keys)
  })
})
