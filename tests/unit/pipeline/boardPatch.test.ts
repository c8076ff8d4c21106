/**
 * The board patched after a few deals changed (features/pipeline/boardPatch.ts) is the board
 * built afresh: over random moves, placements, value changes, wins, deletions and new deals.
 */
import { describe, expect, it } from 'vitest'
import type { DealRow } from '../../../src/entities/deals/dealRows.ts'
import type { TableSnapshot } from '../../../src/store/tableMirror.ts'
import { buildBoard, type BoardModel } from '../../../src/features/pipeline/boardModel.ts'
import { nextBoard, patchBoard } from '../../../src/features/pipeline/boardPatch.ts'
import { dealRow } from './dealRow.ts'

/** A small deterministic random source (the same cases on every run). */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

const shape = (board: BoardModel) => ({
  columns: board.columns.map(({ stage, ids, deals, total }) => ({
    stage,
    ids,
    deals: deals.map((deal) => deal.dealId),
    total,
  })),
  byId: [...board.byId.entries()].sort(([a], [b]) => a - b),
  count: board.count,
  total: board.total,
})

/** Snapshots as the mirror gives them: each names the keys changed since the one before. */
function snapshots() {
  const log: ReadonlySet<number>[] = []
  return (rows: ReadonlyMap<number, DealRow>, changed: ReadonlySet<number>) => {
    log.push(changed)
    const seq = log.length
    const snapshot: TableSnapshot<DealRow> = {
      rows,
      changed,
      seq,
      changedSince: (earlier) =>
        earlier.seq === undefined
          ? null
          : new Set(log.slice(earlier.seq, seq).flatMap((keys) => [...keys])),
    }
    return snapshot
  }
}

describe('nextBoard', () => {
  it('patches into exactly the board built afresh, change after change', () => {
    const next = random(7)
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
    const listIds = Array.from({ length: 300 }, (_, index) => 1000 - index * 3)
    listIds.push(listIds[5]!) // a list may name a deal twice: the first place counts
    let rows = new Map<number, DealRow>(
      listIds.map((id) => [id, dealRow(id, 1 + (id % 5), { proposalValue: id * 1000 })]),
    )
    let keys = new Map<number, string>()
    const snapshot = snapshots()
    let build = nextBoard(null, listIds, snapshot(rows, new Set()), keys)
    let patched = 0
    for (let step = 0; step < 400; step++) {
      rows = new Map(rows)
      const changed = new Set<number>()
      for (let change = 0; change < 1 + Math.floor(next() * 4); change++) {
        const id = next() < 0.05 ? 5000 + step : pick(listIds)
        const kind = next()
        const held = rows.get(id)
        if (kind < 0.4 || !held) {
          rows.set(id, dealRow(id, 1 + Math.floor(next() * 6), { proposalValue: step * 7 }))
        } else if (kind < 0.55) {
          rows.set(id, { ...held, state: 'won' })
        } else if (kind < 0.65) {
          rows.delete(id)
        } else {
          keys = new Map(keys)
          if (next() < 0.2) keys.delete(id)
          else keys.set(id, `k${Math.floor(next() * 50)}`)
          continue
        }
        changed.add(id)
      }
      const stored = snapshot(rows, changed)
      // Sometimes the screen skips a snapshot: the next patch covers both.
      if (next() < 0.2) continue
      const before = build
      build = nextBoard(build, listIds, stored, keys)
      if (build.board !== before.board && build.listPlace === before.listPlace) patched += 1
      expect(shape(build.board)).toEqual(shape(buildBoard(listIds, rows, keys)))
    }
    expect(patched).toBeGreaterThan(200)
  })

  it('builds afresh for another list, or when the snapshots cannot tell what changed', () => {
    const rows = new Map([1, 2, 3].map((id) => [id, dealRow(id, 1)]))
    const keys = new Map<number, string>()
    const stored: TableSnapshot<DealRow> = { rows, changed: null }
    const first = nextBoard(null, [1, 2], stored, keys)
    const otherList = nextBoard(first, [1, 2, 3], stored, keys)
    expect(otherList.listPlace).not.toBe(first.listPlace)
    expect(otherList.board.count).toBe(3)
    const unknown = nextBoard(first, [1, 2], { rows: new Map(rows), changed: new Set([1]) }, keys)
    expect(unknown.listPlace).not.toBe(first.listPlace)
    expect(nextBoard(first, [1, 2], stored, keys).board).toBe(first.board)
  })
})

describe('patchBoard', () => {
  it('leaves the board it patches as it was', () => {
    const rows = new Map([1, 2].map((id) => [id, dealRow(id, 1)]))
    const board = buildBoard([1, 2], rows, new Map())
    const before = shape(board)
    const moved = new Map(rows).set(1, dealRow(1, 3))
    const places = new Map([
      [1, 0],
      [2, 1],
    ])
    const after = patchBoard(board, places, moved, new Map(), new Set([1]))
    expect(shape(board)).toEqual(before)
    expect(after.columns[2]!.ids).toEqual([1])
    expect(after.columns[0]!.ids).toEqual([2])
  })
})
