import 'fake-indexeddb/auto'
import { Dexie, type Table } from 'dexie'
import { RangeSet } from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CrmDb } from '../../../src/entities/db.ts'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import {
  burstThrottled,
  changedRows,
  CHANGES_KEPT,
  createTableMirror,
  FULL_READ_ABOVE,
  type TableMirror,
} from '../../../src/store/tableMirror.ts'
import { dealRow } from '../pipeline/dealRow.ts'

const deal = (dealId: number, stage = 1): DealRow => dealRow(dealId, stage, { proposalValue: 0 })

let database: CrmDb
let stop: (() => void) | null = null
beforeEach(() => {
  database = new CrmDb(`mirror-${Math.random().toString(36).slice(2)}`)
})
afterEach(async () => {
  stop?.()
  stop = null
  database.close()
  await Dexie.delete(database.name)
})

/** Subscribes and waits until the mirror shows what `ready` expects. */
function follow(mirror: TableMirror<DealRow>) {
  const seen: number[] = []
  stop = mirror.subscribe(() => seen.push(mirror.getSnapshot()!.rows.size))
  return {
    seen,
    async until(ready: (deals: ReadonlyMap<number, DealRow>) => boolean): Promise<void> {
      for (let waited = 0; waited < 2000; waited += 5) {
        const snapshot = mirror.getSnapshot()
        if (snapshot && ready(snapshot.rows)) return
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      throw new Error('the mirror did not catch up')
    },
  }
}

const createDealsMirror = () => createTableMirror<DealRow>(database, 'deals', (row) => row.dealId)

describe('a table mirror (of the deals table)', () => {
  it('reads the stored deals, then follows puts, changes and deletes', async () => {
    await database.deals.bulkPut([deal(1), deal(2)])
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 2)

    await database.deals.put({ ...deal(2), stage: 3 })
    await watch.until((deals) => deals.get(2)?.stage === 3)
    await database.deals.add(deal(3))
    await watch.until((deals) => deals.has(3))
    await database.transaction('rw', database.deals, async () => {
      await database.deals.delete(1)
      await database.deals.update(3, { probability: 50 })
    })
    await watch.until((deals) => !deals.has(1) && deals.get(3)?.probability === 50)
  })

  it('tells the keys changed since an earlier snapshot, across the snapshots between', async () => {
    await database.deals.bulkPut([deal(1), deal(2), deal(3)])
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 3)
    const first = mirror.getSnapshot()!
    await database.deals.put({ ...deal(1), stage: 2 })
    await watch.until((deals) => deals.get(1)?.stage === 2)
    const second = mirror.getSnapshot()!
    await database.deals.delete(3)
    await watch.until((deals) => !deals.has(3))
    const third = mirror.getSnapshot()!
    expect([...third.changedSince!(first)!].sort()).toEqual([1, 3])
    expect([...third.changedSince!(second)!]).toEqual([3])
    expect(third.changedSince!(third)!.size).toBe(0)
    // Asked the other way round, or of a snapshot too long ago, it cannot tell.
    expect(first.changedSince!(third)).toBeNull()
    for (let change = 0; change < CHANGES_KEPT - 2; change++) {
      await database.deals.put({ ...deal(2), probability: change })
      await watch.until((deals) => deals.get(2)?.probability === change)
    }
    expect(mirror.getSnapshot()!.changedSince!(first)).toBeNull()
    expect([...mirror.getSnapshot()!.changedSince!(third)!]).toEqual([2])
  })

  it('keeps each snapshot as it was (a new map per change)', async () => {
    await database.deals.put(deal(1))
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 1)
    const before = mirror.getSnapshot()!
    await database.deals.put({ ...deal(1), stage: 2 })
    await watch.until((deals) => deals.get(1)?.stage === 2)
    expect(before.rows.get(1)!.stage).toBe(1)
  })

  it('follows a pull that rewrote thousands of deals', async () => {
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 0)
    await database.deals.bulkPut(Array.from({ length: 1500 }, (_, i) => deal(i + 1)))
    await watch.until((deals) => deals.size === 1500)
  })

  it('keeps the objects of rows a whole-table read found unchanged, and names only the changed', async () => {
    const many = Array.from({ length: FULL_READ_ABOVE + 50 }, (_, i) => deal(i + 1))
    await database.deals.bulkPut(many)
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === many.length)
    const before = mirror.getSnapshot()!
    // A re-pull: every row written again, two of them changed, one gone.
    await database.transaction('rw', database.deals, async () => {
      await database.deals.bulkPut(
        many.map((row) => (row.dealId <= 2 ? { ...row, stage: 4 } : row)),
      )
      await database.deals.delete(3)
    })
    await watch.until((deals) => deals.get(1)?.stage === 4 && !deals.has(3))
    const after = mirror.getSnapshot()!
    expect(after.changed).toEqual(new Set([1, 2, 3]))
    expect(after.rows.get(4)).toBe(before.rows.get(4))
    expect(after.rows.get(1)).not.toBe(before.rows.get(1))
  })

  it('reads a page of changed rows by their keys when they are a small share of a large table', async () => {
    const held = Array.from({ length: 4000 }, (_, i) => deal(i + 1))
    await database.deals.bulkPut(held)
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 4000)
    const before = mirror.getSnapshot()!
    const wholeReads = vi.spyOn(Object.getPrototypeOf(database.deals) as Table, 'toArray')
    // A feed page: 600 rows, 15 % of the table (more than FULL_READ_ABOVE).
    await database.deals.bulkPut(held.slice(0, 600).map((row) => ({ ...row, stage: 2 })))
    await watch.until((deals) => deals.get(600)?.stage === 2)
    expect(wholeReads).not.toHaveBeenCalled()
    expect(mirror.getSnapshot()!.changed?.size).toBe(600)
    expect(mirror.getSnapshot()!.rows.get(601)).toBe(before.rows.get(601))
    // Half the table, written by another connection (another tab): read whole.
    const otherTab = new Dexie(database.name)
    await otherTab.open()
    await otherTab.table('deals').bulkPut(held.slice(0, 2000).map((row) => ({ ...row, stage: 3 })))
    otherTab.close()
    await watch.until((deals) => deals.get(2000)?.stage === 3)
    expect(wholeReads).toHaveBeenCalled()
  })

  it('takes a large write of this tab as written, reading nothing back', async () => {
    const held = Array.from({ length: 1000 }, (_, i) => deal(i + 1))
    await database.deals.bulkPut(held)
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 1000)
    const before = mirror.getSnapshot()!
    const table = Object.getPrototypeOf(database.deals) as Table
    const reads = [vi.spyOn(table, 'toArray'), vi.spyOn(table, 'bulkGet')]
    // A re-pull: every row written again, half of them changed, a page of new ones, one deleted.
    const repull = [
      ...held.map((row) => (row.dealId <= 500 ? { ...row, stage: 2 } : { ...row })),
      ...Array.from({ length: 300 }, (_, i) => deal(2001 + i)),
    ]
    await database.transaction('rw', database.deals, async () => {
      await database.deals.bulkPut(repull)
      await database.deals.delete(1000)
    })
    await watch.until((deals) => deals.size === 1299)
    for (const read of reads) expect(read).not.toHaveBeenCalled()
    const after = mirror.getSnapshot()!
    expect(after.rows.get(1)!.stage).toBe(2)
    expect(after.rows.has(2300)).toBe(true)
    expect(after.rows.has(1000)).toBe(false)
    // Rows written again unchanged keep their objects (and the screens drawn from them).
    expect(after.rows.get(501)).toBe(before.rows.get(501))
    expect(after.changed!.size).toBe(500 + 300 + 1)
  })

  it('follows a put of a hundred deals (cut in chunks below it) in a transaction doing more', async () => {
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 0)
    await database.transaction('rw', [database.deals, database.syncLists], async () => {
      await database.deals.bulkGet([1, 2])
      await database.deals.bulkPut(Array.from({ length: 100 }, (_, i) => deal(i + 1)))
      await database.syncLists.put({ key: 'list', table: 'deals', ids: [1] })
    })
    await watch.until((deals) => deals.size === 100)
    expect(await database.syncLists.count()).toBe(1)
  })

  it('reads a large write back when the commit also cleared the table (not told row by row)', async () => {
    await database.deals.bulkPut(Array.from({ length: 300 }, (_, i) => deal(i + 1)))
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 300)
    const wholeReads = vi.spyOn(Object.getPrototypeOf(database.deals) as Table, 'toArray')
    await database.transaction('rw', database.deals, async () => {
      await database.deals.clear()
      await database.deals.bulkPut(Array.from({ length: 250 }, (_, i) => deal(i + 1001)))
    })
    await watch.until((deals) => deals.size === 250 && deals.has(1250) && !deals.has(1))
    expect(wholeReads).toHaveBeenCalled()
  })

  it('keeps nothing of a large write whose transaction was aborted', async () => {
    await database.deals.bulkPut([deal(1)])
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 1)
    await expect(
      database.transaction('rw', database.deals, async () => {
        await database.deals.bulkPut(Array.from({ length: 400 }, (_, i) => deal(i + 2)))
        throw new Error('cut short')
      }),
    ).rejects.toThrow('cut short')
    await database.deals.put({ ...deal(1), stage: 4 })
    await watch.until((deals) => deals.get(1)?.stage === 4)
    expect(mirror.getSnapshot()!.rows.size).toBe(1)
  })

  it('tells nobody when the rows a commit touched were written unchanged', async () => {
    await database.deals.bulkPut([deal(1), deal(2)])
    const mirror = createDealsMirror()
    const watch = follow(mirror)
    await watch.until((deals) => deals.size === 2)
    const told = watch.seen.length
    await database.deals.put(deal(1))
    await database.deals.put({ ...deal(2), stage: 5 })
    await watch.until((deals) => deals.get(2)?.stage === 5)
    expect(watch.seen.length).toBe(told + 1)
    expect(mirror.getSnapshot()!.changed).toEqual(new Set([2]))
  })
})

describe('which deals a change touched', () => {
  const parts = (tree: RangeSet, table = 'deals') => ({ [`idb://crm/${table}/`]: tree })

  it('names the single keys of a commit', () => {
    const tree = new RangeSet().addKeys([5, 9])
    const changed = changedRows(parts(tree), 'crm', 'deals')
    expect(changed?.all).toBe(false)
    expect(changed && !changed.all && [...changed.keys].sort()).toEqual([5, 9])
  })

  it('asks for the whole table for a key range or too many keys', () => {
    expect(changedRows(parts(new RangeSet(1, 100)), 'crm', 'deals')).toEqual({ all: true })
    const many = new RangeSet().addKeys(
      Array.from({ length: FULL_READ_ABOVE + 1 }, (_, i) => i * 2),
    )
    expect(changedRows(parts(many), 'crm', 'deals')).toEqual({ all: true })
  })

  it('ignores other tables and other databases', () => {
    expect(changedRows(parts(new RangeSet().addKey(1), 'outbox'), 'crm', 'deals')).toBeNull()
    expect(changedRows(parts(new RangeSet().addKey(1)), 'other', 'deals')).toBeNull()
  })

  it('reads keys from a notification of another tab (a plain copy of the tree)', () => {
    const copy = structuredClone({ ...new RangeSet().addKeys([3, 4]) })
    const changed = changedRows({ 'idb://crm/deals/:dels': copy }, 'crm', 'deals')
    expect(changed && !changed.all && [...changed.keys].sort()).toEqual([3, 4])
  })
})

describe('burstThrottled', () => {
  afterEach(() => vi.useRealTimers())

  /** A mirror whose changes the test makes: `change()` tells its listeners. */
  function fakeMirror() {
    const listeners = new Set<() => void>()
    let version = 0
    const mirror: TableMirror<DealRow> = {
      subscribe(listener) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
      getSnapshot: () => ({ rows: new Map([[version, deal(version)]]), changed: null }),
    }
    const change = () => {
      version += 1
      for (const listener of listeners) listener()
    }
    return { mirror, change }
  }

  it('tells a change after a quiet moment at once, a burst at most once a gap, its last always', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const { mirror, change } = fakeMirror()
    const throttled = burstThrottled(mirror, 100)
    const told: number[] = []
    const stopThrottled = throttled.subscribe(() =>
      told.push([...throttled.getSnapshot()!.rows.keys()][0]!),
    )
    change()
    expect(told).toEqual([1])
    for (let index = 0; index < 9; index += 1) {
      vi.advanceTimersByTime(20)
      change()
    }
    expect(told).toEqual([1, 5])
    vi.advanceTimersByTime(100)
    expect(told).toEqual([1, 5, 10])
    vi.advanceTimersByTime(500)
    change()
    expect(told).toEqual([1, 5, 10, 11])
    change()
    stopThrottled()
    vi.advanceTimersByTime(500)
    expect(told).toEqual([1, 5, 10, 11])
  })
})
