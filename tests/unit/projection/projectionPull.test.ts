import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import {
  projectionListKey,
  projectionPull,
} from '../../../src/features/projection/projectionPull.ts'
import { enqueue } from '../../../src/sync/commands.ts'
import { listColumnsKey } from '../../../src/store/meta.ts'
import { listIds, pullList } from '../../../src/sync/pull.ts'
import { PullError } from '../../../src/sync/pullError.ts'
import type { SyncResponse } from '../../../src/sync/transport.ts'
import { COLUMNS, item } from './fixtures.ts'
import { newDb, USER } from '../crmDbHarness.ts'

const answering = (response: SyncResponse) => ({ send: () => Promise.resolve(response) })

describe('the projection board pull', () => {
  it('stores the items under the filter list key and the month columns beside them', async () => {
    const db = newDb()
    const body = { stages: COLUMNS, projection: [item(1), item(2, { month: 4 })] }
    await pullList(db, answering({ status: 200, body }), projectionPull(ALL_DEALS), {
      userId: USER,
    })
    const key = projectionListKey(ALL_DEALS)
    expect(key).toBe('projection:/pipeline/projection/0/0/0/0/0/0')
    expect(await listIds(db, key)).toEqual([1, 2])
    expect(await db.projectionItems.get(2)).toMatchObject({ month: 4 })
    expect((await db.meta.get(listColumnsKey(key)))?.value).toEqual(COLUMNS)
  })

  it('keeps the last columns when an answer of another shape is refused', async () => {
    const db = newDb()
    const key = projectionListKey(ALL_DEALS)
    await pullList(
      db,
      answering({ status: 200, body: { stages: COLUMNS, projection: [item(1)] } }),
      projectionPull(ALL_DEALS),
      { userId: USER },
    )
    await expect(
      pullList(
        db,
        answering({ status: 200, body: { stages: [], projection: 'nope' } }),
        projectionPull(ALL_DEALS),
        { userId: USER },
      ),
    ).rejects.toBeInstanceOf(PullError)
    expect((await db.meta.get(listColumnsKey(key)))?.value).toEqual(COLUMNS)
  })

  it('puts the filter in the path', () => {
    const filter = {
      from: 202603,
      to: 202607,
      tribe: 2,
      segment: 3,
      rm: 9,
      probabilities: [50, 80],
    }
    expect(projectionPull(filter).path).toBe('/pipeline/projection/202603/202607/2/3/9/50,80')
  })

  it('refuses an answer without its five month columns', async () => {
    const db = newDb()
    const pull = projectionPull(ALL_DEALS)
    await expect(
      pullList(db, answering({ status: 200, body: { projection: [] } }), pull, { userId: USER }),
    ).rejects.toBeInstanceOf(PullError)
  })

  it('never overwrites an item moved on this device while its move waits', async () => {
    const db = newDb()
    await db.projectionItems.put(item(1))
    await enqueue(
      db,
      'projection.move',
      { invoiceId: 1, dealId: 41, month: 5, year: 2026, invoiceDate: '2026-05-31' },
      3,
    )
    const body = { stages: COLUMNS, projection: [item(1, { version: 4 })] }
    await pullList(db, answering({ status: 200, body }), projectionPull(ALL_DEALS), {
      userId: USER,
    })
    expect(await db.projectionItems.get(1)).toMatchObject({ month: 5 })
  })
})
