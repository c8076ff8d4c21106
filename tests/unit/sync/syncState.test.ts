import { describe, expect, it } from 'vitest'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { describeOps } from '../../../src/sync/outboxOrder.ts'
import { entityStateOf, entityStates, summarizeOutbox } from '../../../src/sync/syncState.ts'

const op = (seq: number, key: string, status: OutboxOp['status'], createdAt = seq * 1_000) =>
  ({
    seq,
    opId: `op-${seq}`,
    type: 'deal.moveStage',
    entityKey: key,
    entity: { table: key.split(':')[0]!, id: Number(key.split(':')[1]) },
    args: {},
    status,
    createdAt,
  }) as unknown as OutboxOp

describe('sync state of cards', () => {
  const ops = [
    op(1, 'deals:1', 'pending'),
    op(2, 'deals:2', 'conflict'),
    op(3, 'deals:2', 'pending'),
    op(4, 'deals:3', 'sending'),
    op(5, 'deals:4', 'failed'),
    op(6, 'deals:4', 'pending'),
  ]

  it('gives each card with ops its worst state, and synced to the others', () => {
    const states = entityStates(ops)
    expect(entityStateOf(states, 'deals', 1)).toBe('pending')
    expect(entityStateOf(states, 'deals', 2)).toBe('conflict')
    expect(entityStateOf(states, 'deals', 3)).toBe('pending')
    expect(entityStateOf(states, 'deals', 4)).toBe('failed')
    expect(entityStateOf(states, 'deals', 5)).toBe('synced')
    expect(states.get('deals:2')?.decision?.seq).toBe(2)
    expect(states.get('deals:2')?.ops.map((found) => found.seq)).toEqual([2, 3])
  })

  it('says what each op waits behind', () => {
    const views = describeOps(ops)
    expect(views.map((view) => view.waitingBehind)).toEqual([
      null,
      null,
      { seq: 2, status: 'conflict' },
      null,
      null,
      { seq: 5, status: 'failed' },
    ])
  })

  it('counts the ops of the top bar and the oldest one', () => {
    expect(summarizeOutbox(ops)).toEqual({
      total: 6,
      // Waiting or being sent.
      pending: 4,
      failed: 1,
      conflicts: 1,
      stalled: 0,
      oldestAt: 1_000,
    })
    expect(summarizeOutbox([])).toEqual({
      total: 0,
      pending: 0,
      failed: 0,
      conflicts: 0,
      stalled: 0,
      oldestAt: null,
    })
  })
})
