/**
 * A live, in-memory mirror of one table with numeric keys (the board's deals, the engine's
 * outbox): read whole once, then kept current from Dexie's `storagemutated` notifications (this
 * tab's commits and other tabs'), by re-reading only the rows a commit touched. A drop or a
 * settled op re-reads one row instead of thousands; a commit of another tab that rewrote many rows
 * re-reads the table. A commit of this tab whose rows were told (writtenRows.ts) is taken as
 * written, with no read. Subscribers get a new snapshot after each change (useSyncExternalStore).
 */
import { Dexie, type IntervalTree, type ObservabilitySet } from 'dexie'
import { isTreeNode, walkTreeNodes } from './intervalTree.ts'
import { LayeredMap } from './layeredMap.ts'
import { sameValue } from './sameValue.ts'
import { onRowsWritten, type CommitWrites, type TableWrites } from './writtenRows.ts'

export interface TableSnapshot<R> {
  rows: ReadonlyMap<number, R>
  /**
   * The keys whose rows changed since the snapshot before it (put, changed or deleted); null for
   * the first read. A row read again unchanged keeps its object and is not named.
   */
  changed: ReadonlySet<number> | null
  /**
   * The keys changed between `earlier` (a snapshot of the same mirror) and this one, or null when
   * the mirror no longer knows (too many snapshots ago, or a read of the whole table between): a
   * screen that skipped snapshots (they come faster than it draws) patches what it drew.
   */
  changedSince?: (earlier: TableSnapshot<R>) => ReadonlySet<number> | null
  /** This snapshot's place in its mirror's sequence. */
  seq?: number
}

/** How many snapshots back a mirror can tell what changed. */
export const CHANGES_KEPT = 32

export interface TableMirror<R> {
  subscribe(listener: () => void): () => void
  /** undefined until the first read finished. */
  getSnapshot(): TableSnapshot<R> | undefined
}

/**
 * More changed rows than this in one notification, and more than a quarter of the rows held:
 * reading the whole table is cheaper. (A first fill's pages of 2,000 rows into a table of tens of
 * thousands are read by their keys: reading the whole table after each was most of the fill.)
 */
export const FULL_READ_ABOVE = 200
const FULL_READ_SHARE = 4

/** The most changed rows read by their keys when `held` rows are mirrored. */
export const keyedReadLimit = (held: number): number =>
  Math.max(FULL_READ_ABOVE, Math.floor(held / FULL_READ_SHARE))

type Changed = { all: true } | { all: false; keys: Set<number> }

/** The single keys of an interval tree; null when it holds a range (or more than `limit` keys). */
export function pointKeys(tree: IntervalTree, limit = FULL_READ_ABOVE): number[] | null {
  const keys: number[] = []
  const whole = walkTreeNodes([tree], (node) => {
    if (node.from !== node.to || typeof node.from !== 'number') return false
    keys.push(node.from)
    return keys.length <= limit
  })
  return whole ? keys : null
}

/**
 * What a notification changed in `table` of the database named `dbName`; null when nothing. More
 * than `limit` keys count as the whole table.
 */
export function changedRows(
  parts: ObservabilitySet,
  dbName: string,
  table: string,
  limit = FULL_READ_ABOVE,
): Changed | null {
  const prefix = `idb://${dbName}/${table}/`
  const trees = [parts[prefix], parts[`${prefix}:dels`]].filter((tree): tree is IntervalTree =>
    isTreeNode(tree),
  )
  if (trees.length === 0) return null
  const keys = new Set<number>()
  for (const tree of trees) {
    const found = pointKeys(tree, limit)
    if (found === null) return { all: true }
    for (const key of found) keys.add(key)
  }
  return keys.size > limit ? { all: true } : { all: false, keys }
}

/**
 * The rows of a whole-table read, where each row equal to the one already held is that same
 * object: a re-pull that changed a few rows leaves the others' objects (and the screens drawn
 * from them) as they were, and memory holds one copy of them, not two. Answers the keys that
 * changed (put, changed or removed).
 */
function keepUnchangedRows<R>(
  held: ReadonlyMap<number, R>,
  read: readonly R[],
  keyOf: (row: R) => number,
): { rows: Map<number, R>; keys: Set<number> } {
  const rows = new Map<number, R>()
  const keys = new Set<number>()
  for (const row of read) {
    const key = keyOf(row)
    const before = held.get(key)
    if (before !== undefined && sameValue(before, row)) rows.set(key, before)
    else {
      rows.set(key, row)
      keys.add(key)
    }
  }
  for (const key of held.keys()) if (!rows.has(key)) keys.add(key)
  return { rows, keys }
}

export function createTableMirror<R>(
  database: Dexie,
  tableName: string,
  keyOf: (row: R) => number,
): TableMirror<R> {
  const table = database.table<R, number>(tableName)
  const listeners = new Set<() => void>()
  let snapshot: TableSnapshot<R> | undefined
  let rows = LayeredMap.of(new Map<number, R>())
  let pendingAll = false
  const pendingKeys = new Set<number>()
  /** Rows this tab's commits wrote (null: deleted), taken as they are: newer than any read under way. */
  const toldRows = new Map<number, R | null>()
  /** The writes told for the commit whose notification comes next (in the same task). */
  let told: TableWrites | null | undefined
  let reading: Promise<void> | null = null

  /** Each snapshot's changed keys (null: a first read), the last CHANGES_KEPT of them. */
  const history: { seq: number; changed: ReadonlySet<number> | null }[] = []
  let seq = 0

  function changedBetween(from: number, to: number): ReadonlySet<number> | null {
    const start = history.findIndex((entry) => entry.seq === from)
    if (start < 0 || from > to) return null
    const keys = new Set<number>()
    for (const entry of history.slice(start + 1)) {
      if (entry.seq > to) break
      if (entry.changed === null) return null
      for (const key of entry.changed) keys.add(key)
    }
    return keys
  }

  const publish = (changed: ReadonlySet<number> | null) => {
    seq += 1
    const at = seq
    history.push({ seq: at, changed })
    if (history.length > CHANGES_KEPT) history.shift()
    snapshot = {
      rows,
      changed,
      seq: at,
      changedSince: (earlier) =>
        earlier.seq === undefined ? null : changedBetween(earlier.seq, at),
    }
    for (const listener of listeners) listener()
  }

  /** Puts `found` (null: gone) for their keys, and publishes what that changed. */
  function applyRows(found: Iterable<readonly [number, R | null]>): void {
    const changed = new Set<number>()
    const put: [number, R][] = []
    const gone: number[] = []
    for (const [key, row] of found) {
      const held = rows.get(key)
      if (!row) {
        if (held === undefined) continue
        gone.push(key)
        changed.add(key)
      } else if (held === undefined || !sameValue(held, row)) {
        put.push([key, row])
        changed.add(key)
      }
    }
    if (changed.size === 0) return
    // The rows not touched are shared with the snapshot before, not copied.
    rows = rows.withChanges(put, gone)
    publish(changed)
  }

  async function readChanges(): Promise<void> {
    while (pendingAll || pendingKeys.size > 0 || toldRows.size > 0) {
      if (pendingAll) {
        pendingAll = false
        pendingKeys.clear()
        toldRows.clear()
        const all = await table.toArray()
        const first = snapshot === undefined
        const changed = keepUnchangedRows(rows, all, keyOf)
        if (first || changed.keys.size > 0) {
          rows = LayeredMap.of(changed.rows)
          publish(first ? null : changed.keys)
        }
      } else {
        const written = [...toldRows]
        toldRows.clear()
        const keys = [...pendingKeys]
        pendingKeys.clear()
        const found = keys.length > 0 ? await table.bulkGet(keys) : []
        applyRows([...written, ...keys.map((key, index) => [key, found[index] ?? null] as const)])
      }
    }
  }

  function read(): void {
    if (reading) return
    let failed = false
    reading = readChanges()
      .catch(() => {
        // The database failed under us: the next notification reads the whole table again.
        failed = true
        pendingAll = true
      })
      .finally(() => {
        reading = null
        // A notification may have come between the last read and now.
        if (
          !failed &&
          listeners.size > 0 &&
          (pendingAll || pendingKeys.size > 0 || toldRows.size > 0)
        )
          read()
      })
  }

  /**
   * Takes the told rows of a commit that changed more rows than are read by key, in place of
   * reading the whole table: false when a row's own key is not the one it was written under (a key
   * the database gave it, not yet in the row). Only these: a writer of a few rows may change its
   * objects after the commit (the mirror's would change unseen), the large writes are a pull's and
   * a feed's rows, written once as answered.
   */
  function takeTold(writes: TableWrites): boolean {
    const puts = writes.puts as readonly R[]
    if (!puts.every((row) => typeof keyOf(row) === 'number')) return false
    if (!writes.deletes.every((key) => typeof key === 'number')) return false
    // A whole read due anyway reads them too.
    if (pendingAll) return true
    for (const row of puts) take(keyOf(row), row)
    for (const key of writes.deletes as readonly number[]) take(key, null)
    return true
  }

  function take(key: number, row: R | null): void {
    pendingKeys.delete(key)
    toldRows.set(key, row)
  }

  let stopTold = () => {}
  const onWritten = (dbName: string, writes: CommitWrites) => {
    if (dbName !== database.name || !writes.has(tableName)) return
    told = writes.get(tableName)
    // Dexie tells the commit in the same task; nothing later may take these for another commit.
    setTimeout(() => (told = undefined))
  }

  const onMutated = (parts: ObservabilitySet) => {
    const writes = told
    told = undefined
    const changed = changedRows(parts, database.name, tableName, keyedReadLimit(rows.size))
    if (!changed) return
    if (changed.all && writes && takeTold(writes)) return read()
    if (changed.all) {
      pendingAll = true
      toldRows.clear()
    } else {
      for (const key of changed.keys) {
        pendingKeys.add(key)
        toldRows.delete(key)
      }
    }
    read()
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      if (listeners.size === 1) {
        stopTold = onRowsWritten(onWritten)
        Dexie.on('storagemutated', onMutated)
        pendingAll = true
        read()
      }
      return () => {
        listeners.delete(listener)
        // The last snapshot stays, so a screen shows at once when it opens again (and is
        // then read afresh, as changes made meanwhile were not followed).
        if (listeners.size === 0) {
          Dexie.on.storagemutated.unsubscribe(onMutated)
          stopTold()
        }
      }
    },
    getSnapshot: () => snapshot,
  }
}

/**
 * A mirror's subscription for screens that show many rows at once (a board of thousands): a
 * change after a quiet moment is told at once (a drop renders in the same frame), changes that
 * keep coming (an outbox draining, each settle writing its row's new version) at most once every
 * `gapMs`, the last of them always. The snapshot read is always the newest.
 */
export function burstThrottled<R>(mirror: TableMirror<R>, gapMs: number): TableMirror<R> {
  return {
    getSnapshot: mirror.getSnapshot,
    subscribe(listener) {
      let last = Number.NEGATIVE_INFINITY
      let timer: ReturnType<typeof setTimeout> | null = null
      const tell = () => {
        timer = null
        last = performance.now()
        listener()
      }
      const stop = mirror.subscribe(() => {
        if (timer !== null) return
        const wait = last + gapMs - performance.now()
        if (wait <= 0) tell()
        else timer = setTimeout(tell, wait)
      })
      return () => {
        if (timer !== null) clearTimeout(timer)
        stop()
      }
    },
  }
}
