import { describe, expect, it } from 'vitest'
import { agoText, asOfText, durationText, momentText } from '../../../src/domain/relativeTime.ts'

describe('how long ago', () => {
  it('speaks in the largest whole unit', () => {
    expect(durationText(0)).toBe('under a minute')
    expect(durationText(59_999)).toBe('under a minute')
    expect(durationText(5 * 60_000 + 10)).toBe('5 min')
    expect(durationText(3 * 3_600_000)).toBe('3 h')
    expect(durationText(49 * 3_600_000)).toBe('2 d')
    expect(durationText(-5)).toBe('under a minute')
  })

  it('gives the time alone for today, and the date with it for an earlier day', () => {
    const now = new Date(2024, 2, 9, 15, 0).getTime()
    expect(momentText(new Date(2024, 2, 9, 14, 5).getTime(), now)).toBe('14:05')
    expect(momentText(new Date(2024, 2, 8, 9, 30).getTime(), now)).toBe('08 Mar 2024 | 09:30')
    expect(asOfText(new Date(2024, 2, 9, 14, 5).getTime(), now)).toBe('as of 14:05')
  })
})

describe('ago texts of the top bar', () => {
  it.each([
    [20_000, 'just now'],
    [5 * 60_000, '5 min ago'],
    [3 * 3600_000, '3 h ago'],
  ])('%i ms reads %s', (ms, text) => {
    expect(agoText(ms)).toBe(text)
  })
})
