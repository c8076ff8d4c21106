import { describe, expect, it } from 'vitest'
import { holdOnce } from '../../../src/features/briefcase/liveUpdates.ts'

describe('the live stream holder is loaded once', () => {
  it('runs the load once while it runs or after it succeeded', async () => {
    let loads = 0
    const hold = holdOnce(async () => {
      loads++
    })
    await Promise.all([hold(), hold()])
    await hold()
    expect(loads).toBe(1)
  })

  it('runs it again after a failure', async () => {
    let loads = 0
    const hold = holdOnce(async () => {
      loads++
      if (loads === 1) throw new Error('chunk failed to load')
    })
    await expect(hold()).rejects.toThrow('chunk failed to load')
    await hold()
    await hold()
    expect(loads).toBe(2)
  })
})
