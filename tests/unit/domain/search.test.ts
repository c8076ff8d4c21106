import { describe, expect, it } from 'vitest'
import {
  SEARCH_ALL,
  SEARCH_DEBOUNCE_MS,
  parseSearchSegment,
  searchSegment,
  shouldSearchClients,
} from '../../../src/domain/search.ts'

it('waits 1000 ms after typing before searching', () => {
  expect(SEARCH_DEBOUNCE_MS).toBe(1000)
})

describe('an empty search is sent as *', () => {
  it.each([
    ['', '*'],
    ['   ', '*'],
    [null, '*'],
    [undefined, '*'],
    ['bank', 'bank'],
    ['  bank  ', 'bank'],
    ['PT Maju Jaya', 'PT%20Maju%20Jaya'],
    ['a/b?c#d', 'a%2Fb%3Fc%23d'],
    ['100%', '100%25'],
  ])('%j is sent as %s', (search, segment) => {
    expect(searchSegment(search)).toBe(segment)
  })

  it.each([
    ['*', ''],
    ['bank', 'bank'],
    ['PT%20Maju%20Jaya', 'PT Maju Jaya'],
    ['100%', '100%'],
    [null, ''],
  ])('the server reads %j as %j', (segment, search) => {
    expect(parseSearchSegment(segment)).toBe(search)
  })

  it.each(['bank', 'PT Maju / Jaya', '50% off', 'ümlaut'])(
    '%j survives the round trip',
    (search) => {
      expect(parseSearchSegment(searchSegment(search))).toBe(search)
    },
  )

  it('uses * for all', () => {
    expect(SEARCH_ALL).toBe('*')
  })
})

describe('the client search triggers only on changed, non-empty text', () => {
  it.each([
    ['', 'pt', true],
    ['pt', 'pt m', true],
    ['pt', 'pt', false],
    ['pt', 'pt ', false],
    ['pt', '', false],
    ['pt', '   ', false],
  ])('%j -> %j: %s', (previous, next, search) => {
    expect(shouldSearchClients(previous, next)).toBe(search)
  })
})
