import { describe, expect, it } from 'vitest'
import { mapPooled } from '../../../src/sync/pool.ts'

/** A call answered when the test says so. */
function controlled() {
  const started: number[] = []
  const answers = new Map<number, (value: string) => void>()
  const failures = new Map<number, (error: Error) => void>()
  const task = (item: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(item)
      answers.set(item, resolve)
      failures.set(item, reject)
    })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { started, answers, failures, task, settle }
}

describe('mapPooled', () => {
  it('answers every result in the items’ order, whatever order the calls answered in', async () => {
    const calls = controlled()
    const heard: number[] = []
    const all = mapPooled([1, 2, 3, 4, 5], 2, calls.task, (done, total) => {
      expect(total).toBe(5)
      heard.push(done)
    })
    await calls.settle()
    expect(heard).toEqual([0])
    calls.answers.get(2)!('two')
    await calls.settle()
    calls.answers.get(3)!('three')
    calls.answers.get(1)!('one')
    await calls.settle()
    calls.answers.get(5)!('five')
    calls.answers.get(4)!('four')
    expect(await all).toEqual(['one', 'two', 'three', 'four', 'five'])
    expect(heard).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('keeps at most `limit` calls under way, and starts the next as soon as one answered', async () => {
    const calls = controlled()
    const all = mapPooled([1, 2, 3, 4, 5], 3, calls.task)
    await calls.settle()
    expect(calls.started).toEqual([1, 2, 3])
    // One slow call does not hold the others back: no rounds.
    calls.answers.get(2)!('two')
    await calls.settle()
    expect(calls.started).toEqual([1, 2, 3, 4])
    calls.answers.get(4)!('four')
    await calls.settle()
    expect(calls.started).toEqual([1, 2, 3, 4, 5])
    for (const item of [1, 3, 5]) calls.answers.get(item)!(String(item))
    await all
  })

  it('rejects with the first failure and starts nothing after it', async () => {
    const calls = controlled()
    const all = mapPooled([1, 2, 3, 4, 5], 2, calls.task)
    await calls.settle()
    calls.failures.get(1)!(new Error('The server answered 500'))
    await expect(all).rejects.toThrow('The server answered 500')
    calls.answers.get(2)!('two')
    await calls.settle()
    expect(calls.started).toEqual([1, 2])
  })

  it('answers an empty list without calling anything', async () => {
    const calls = controlled()
    expect(await mapPooled([], 4, calls.task)).toEqual([])
    expect(calls.started).toEqual([])
  })
})
