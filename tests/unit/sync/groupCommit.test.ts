import { describe, expect, it } from 'vitest'
import { groupCommit } from '../../../src/sync/groupCommit.ts'

describe('group commit', () => {
  it('flushes the first item at once and the items that arrived meanwhile in one call', async () => {
    const calls: number[][] = []
    let release!: () => void
    const firstFlush = new Promise<void>((resolve) => (release = resolve))
    const commit = groupCommit(async (items: readonly number[]) => {
      calls.push([...items])
      if (calls.length === 1) await firstFlush
      return items.map((item) => item * 10)
    })
    const first = commit(1)
    const rest = [commit(2), commit(3), commit(4)]
    expect(calls).toEqual([[1]])
    release()
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40])
    expect(calls).toEqual([[1], [2, 3, 4]])
  })

  it('rejects every item of a failed flush, and flushes later items again', async () => {
    let fail = true
    const commit = groupCommit(async (items: readonly string[]) => {
      if (fail) throw new Error('database closed')
      return items.map((item) => item.toUpperCase())
    })
    const failed = [commit('a'), commit('b')]
    await expect(Promise.all(failed)).rejects.toThrow('database closed')
    await expect(failed[1]).rejects.toThrow('database closed')
    fail = false
    expect(await commit('c')).toBe('C')
  })
})
