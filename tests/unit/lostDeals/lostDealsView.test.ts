import { describe, expect, it } from 'vitest'
import { lostDealPage, searchLostDeals } from '../../../src/features/lostDeals/lostDealsView.ts'

const deals = [
  { dealName: 'Core banking upgrade', clientName: 'Bank Nusantara' },
  { dealName: 'Payroll outsourcing', clientName: 'PT Sinar Jaya' },
  { dealName: 'Data warehouse', clientName: 'Sinar Mas Retail' },
]

describe('searchLostDeals', () => {
  it('matches the deal name or the client company name, in any case', () => {
    expect(searchLostDeals(deals, 'BANKING').map((d) => d.dealName)).toEqual([
      'Core banking upgrade',
    ])
    expect(searchLostDeals(deals, 'sinar').map((d) => d.dealName)).toEqual([
      'Payroll outsourcing',
      'Data warehouse',
    ])
  })

  it('keeps every row for an empty or blank search, and none when nothing matches', () => {
    expect(searchLostDeals(deals, '  ')).toHaveLength(3)
    expect(searchLostDeals(deals, 'insurance')).toEqual([])
  })

  it('treats % and _ as plain characters', () => {
    expect(searchLostDeals(deals, '%')).toEqual([])
  })
})

describe('lostDealPage', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1)

  it('shows 10 rows per page', () => {
    expect(lostDealPage(rows, 1)).toEqual({
      rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
      total: 23,
    })
    expect(lostDealPage(rows, 3).rows).toEqual([21, 22, 23])
  })

  it('clamps the page to the pages there are (a search shrank the list)', () => {
    expect(lostDealPage(rows, 9).page).toBe(3)
    expect(lostDealPage(rows, 0).page).toBe(1)
    expect(lostDealPage([], 4)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 })
  })
})
