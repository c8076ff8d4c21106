import { describe, expect, it } from 'vitest'
import type { StageId } from '../../../src/domain/stages.ts'
import { command, enqueue } from '../../../src/sync/commands.ts'
import { discardOp, takeTheirs } from '../../../src/sync/resolve.ts'
import { syncHarness, USER } from './harness.ts'
import { deal, type TestDb } from './testDb.ts'

const LIST_KEY = 'pipeline:all'
const LISTED = Array.from({ length: 500 }, (_, index) => 1_000 + index)

async function withList(db: TestDb, ids: number[] = LISTED): Promise<void> {
  await db.syncLists.put({ key: LIST_KEY, table: 'deals', ids })
}

/** A move of deal 7 that also lists the deal first and leaves a mark (as the app's commands do). */
const moveListAndMark = (db: TestDb, dealId = 7, stage: StageId = 3) =>
  command(db, async (on) => {
    const op = await on.enqueue('deal.moveStage', { dealId, stage }, USER)
    const list = (await db.syncLists.get(LIST_KEY))!
    await on.put('syncLists', { ...list, ids: [dealId, ...list.ids] })
    await on.put('meta', { key: `mark:${dealId}`, value: op.opId })
    return op
  })

describe('a command with writes beside its op', () => {
  it('records every row it wrote on the op, only what changed (a long list keeps only the id added)', async () => {
    const { db } = syncHarness()
    await db.deals.put(deal(7))
    await withList(db)
    const op = await moveListAndMark(db)

    const stored = (await db.outbox.get(op.seq))!
    expect(stored.effects).toEqual([
      {
        table: 'syncLists',
        key: LIST_KEY,
        before: {},
        after: {},
        items: { ids: { added: [7], removed: [] } },
      },
      {
        table: 'meta',
        key: 'mark:7',
        before: null,
        after: { key: 'mark:7', value: op.opId },
      },
    ])
    expect(JSON.stringify(stored.effects).length).toBeLessThan(300)
  })

  it('Discard undoes them with the op, in the same transaction', async () => {
    const { db } = syncHarness()
    await db.deals.put(deal(7, { stage: 1 }))
    await withList(db)
    const op = await moveListAndMark(db)
    expect((await db.syncLists.get(LIST_KEY))?.ids[0]).toBe(7)

    await discardOp(db, op.opId)
    expect(await db.deals.get(7)).toMatchObject({ stage: 1 })
    expect((await db.syncLists.get(LIST_KEY))?.ids).toEqual(LISTED)
    expect(await db.meta.get('mark:7')).toBeUndefined()
    expect(await db.outbox.count()).toBe(0)
  })

  it('Take theirs undoes them too, and keeps the server state on a row the command made', async () => {
    const { db, server, drain } = syncHarness()
    server.addDeal({ dealId: 7 })
    server.changeDeal(7, { stage: 5, probability: 80 })
    await withList(db)
    // The device never held the deal's row: the command makes it, then the op changes it.
    const op = await command(db, async (on) => {
      await on.put('deals', { ...deal(7) })
      const queued = await on.enqueue('deal.moveStage', { dealId: 7, stage: 3 }, USER)
      await on.put('meta', { key: 'mark:7', value: queued.opId })
      return queued
    })
    const other = await moveListAndMark(db, 9)
    await drain()
    expect(await db.outbox.get(op.seq)).toMatchObject({ status: 'conflict' })

    await takeTheirs(db, op.opId)
    expect(await db.deals.get(7)).toMatchObject({ stage: 5, probability: 80, version: 2 })
    expect(await db.meta.get('mark:7')).toBeUndefined()
    // Another op's writes stay.
    expect(await db.meta.get('mark:9')).toMatchObject({ value: other.opId })
    expect((await db.syncLists.get(LIST_KEY))?.ids[0]).toBe(9)
  })

  it('Discard takes away a row the op stood on that the command made', async () => {
    const { db } = syncHarness()
    const op = await command(db, async (on) => {
      await on.put('deals', { ...deal(7, { stage: 1 }) })
      return on.enqueue('deal.moveStage', { dealId: 7, stage: 4 }, USER)
    })
    expect(await db.deals.get(7)).toMatchObject({ stage: 4 })
    expect(op.base.fields).toEqual({ stage: 1, probability: 10 })

    await discardOp(db, op.opId)
    expect(await db.deals.get(7)).toBeUndefined()
  })

  it('a made row a later op changed stays (with that op on it) when the first is discarded', async () => {
    const { db } = syncHarness()
    const first = await command(db, async (on) => {
      await on.put('deals', { ...deal(7, { stage: 1 }) })
      return on.enqueue('deal.moveStage', { dealId: 7, stage: 4 }, USER)
    })
    await enqueue(db, 'deal.setState', { dealId: 7, code: 3 }, USER)

    await discardOp(db, first.opId)
    expect(await db.deals.get(7)).toMatchObject({ stage: 1, state: 'lost' })
    expect(await db.outbox.count()).toBe(1)
  })

  it('undoes newest op first: two ops listing into one list leave it as it was, one keeps the other', async () => {
    const { db } = syncHarness()
    await db.deals.bulkPut([deal(7), deal(8)])
    await withList(db, [1, 2])
    const seven = await moveListAndMark(db, 7)
    const eight = await moveListAndMark(db, 8)
    expect((await db.syncLists.get(LIST_KEY))?.ids).toEqual([8, 7, 1, 2])

    await discardOp(db, seven.opId)
    expect((await db.syncLists.get(LIST_KEY))?.ids).toEqual([8, 1, 2])
    expect(await db.meta.get('mark:8')).toMatchObject({ value: eight.opId })
    await discardOp(db, eight.opId)
    expect((await db.syncLists.get(LIST_KEY))?.ids).toEqual([1, 2])
    expect(await db.meta.get('mark:8')).toBeUndefined()
  })

  it('leaves a field something else changed since (a pull, another command) as it is', async () => {
    const { db } = syncHarness()
    await db.deals.put(deal(7))
    await db.meta.put({ key: 'note', value: 'before' })
    const op = await command(db, async (on) => {
      await on.put('meta', { key: 'note', value: 'mine' })
      return on.enqueue('deal.moveStage', { dealId: 7, stage: 2 }, USER)
    })
    await db.meta.put({ key: 'note', value: 'pulled' })

    await discardOp(db, op.opId)
    expect(await db.meta.get('note')).toEqual({ key: 'note', value: 'pulled' })
  })

  it('puts back a row it removed', async () => {
    const { db } = syncHarness()
    await db.deals.put(deal(7))
    await db.meta.put({ key: 'hint:7', value: { shown: true } })
    const op = await command(db, async (on) => {
      await on.delete('meta', 'hint:7')
      return on.enqueue('deal.moveStage', { dealId: 7, stage: 2 }, USER)
    })
    expect(await db.meta.get('hint:7')).toBeUndefined()

    await discardOp(db, op.opId)
    expect(await db.meta.get('hint:7')).toEqual({ key: 'hint:7', value: { shown: true } })
  })

  it('queues one op, and writes only tables an undo reaches', async () => {
    const { db } = syncHarness()
    await db.deals.bulkPut([deal(7), deal(8)])
    await expect(
      command(db, async (on) => {
        await on.enqueue('deal.moveStage', { dealId: 7, stage: 2 }, USER)
        await on.enqueue('deal.moveStage', { dealId: 8, stage: 2 }, USER)
      }),
    ).rejects.toThrow('one op')
    expect(await db.outbox.count()).toBe(0)
    expect(await db.deals.get(7)).toMatchObject({ stage: 1 })
  })
})
