import { describe, expect, it } from 'vitest'
import { validateDealsSearch } from '../../../src/routes/dealsSearch.ts'

describe('the /deals search params', () => {
  it('keeps the detail tab and the deal id (a number, also from text)', () => {
    expect(validateDealsSearch({ tab: 'detail', deal: 123 })).toEqual({ tab: 'detail', deal: 123 })
    expect(validateDealsSearch({ tab: 'detail', deal: '77' })).toEqual({ tab: 'detail', deal: 77 })
  })

  it('keeps a temporary (negative) deal id of a deal created offline', () => {
    expect(validateDealsSearch({ tab: 'detail', deal: -3 })).toEqual({ tab: 'detail', deal: -3 })
  })

  it('drops unknown tabs and malformed ids', () => {
    expect(validateDealsSearch({ tab: 'other', deal: 'x' })).toEqual({})
    expect(validateDealsSearch({ deal: 1.5 })).toEqual({})
    expect(validateDealsSearch({})).toEqual({})
  })
})
