import { expect, it } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '../../../src/domain/search.ts'

it('waits 1000 ms after typing before searching', () => {
  expect(SEARCH_DEBOUNCE_MS).toBe(1000)
})
