/**
 * Broken path: Lost Deal → a deal → Back landed on the Pipeline. The detail names the tab it was
 * opened from (`from`), and Back returns there (core-spec: Back returns to the stored previous tab).
 */
import { describe, expect, it } from 'vitest'
import { backTab } from '../../../src/domain/navigation.ts'
import { validateDealsSearch } from '../../../src/routes/dealsSearch.ts'

describe('the tab a deal detail was opened from', () => {
  it('is kept from the address (a reload of the detail keeps it)', () => {
    expect(validateDealsSearch({ tab: 'detail', deal: '12', from: 'lost_deal' })).toEqual({
      tab: 'detail',
      deal: 12,
      from: 'lost_deal',
    })
  })

  it('drops an unknown one, so Back falls back to the pipeline', () => {
    const search = validateDealsSearch({ tab: 'detail', deal: 12, from: 'elsewhere' })
    expect(search).toEqual({ tab: 'detail', deal: 12 })
    expect(backTab(search.from)).toBe('pipeline')
  })

  it('is where Back returns', () => {
    expect(backTab(validateDealsSearch({ from: 'lost_deal' }).from)).toBe('lost_deal')
  })
})
