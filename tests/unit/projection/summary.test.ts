import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import {
  cacheSummary,
  readCachedSummary,
  readSummaryAnswer,
  summaryPath,
} from '../../../src/entities/proposals/projectionSummaryCache.ts'
import {
  DEFAULT_PROJECTION_WEIGHTS,
  PROJECTION_WEIGHTS,
  projectionTotal,
} from '../../../src/domain/projection.ts'
import { periodYears } from '../../../src/features/projection/periodYears.ts'
import { newDb } from '../crmDbHarness.ts'

describe('the projection total', () => {
  it('defaults the weights to 0, 0.2 and 0.4 and offers 0 to 0.8 by 0.1', () => {
    expect(DEFAULT_PROJECTION_WEIGHTS).toEqual([0, 0.2, 0.4])
    expect(PROJECTION_WEIGHTS).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
  })

  it('sums each band amount times its weight, rounded', () => {
    expect(projectionTotal([1000, 2000, 3000], DEFAULT_PROJECTION_WEIGHTS)).toBe(1600)
    expect(projectionTotal([5, 0, 0], [0.3, 0, 0])).toBe(2)
    expect(projectionTotal([1, 1, 1], [0.1, 0.1, 0.2])).toBe(0)
    expect(projectionTotal([7, 0, 3], [0.5, 0, 0.5])).toBe(5)
  })

  it('changes when a weight changes', () => {
    const amounts = [10_000_000, 20_000_000, 30_000_000]
    expect(projectionTotal(amounts, [0.8, 0.2, 0.4])).toBe(
      projectionTotal(amounts, DEFAULT_PROJECTION_WEIGHTS) + 8_000_000,
    )
  })
})

describe('the summary call and its cache', () => {
  it('sends the deal period, the three bands and tribe, segment, RM (no probability filter)', () => {
    const filter = { from: 202601, to: 202606, tribe: 2, segment: 3, rm: 9, probabilities: [80] }
    expect(summaryPath(filter)).toBe('/pipeline/summary/202601/202606/10,20/30,40,50/70,80/2/3/9')
  })

  it('reads three amounts (numeric text too), and nothing from another shape', () => {
    expect(readSummaryAnswer([{ amount: 1 }, { amount: 2 }, { amount: 3 }])).toEqual([1, 2, 3])
    expect(readSummaryAnswer([{ amount: 1 }, { amount: '2' }, { amount: 3 }])).toEqual([1, 2, 3])
    expect(readSummaryAnswer([{ amount: 1 }, { amount: 2 }])).toBeNull()
    expect(readSummaryAnswer([{ amount: 1 }, { amount: 'two' }, { amount: 3 }])).toBeNull()
    expect(readSummaryAnswer({ amount: 1 })).toBeNull()
  })

  it('keeps the last answer per filter on the device', async () => {
    const db = newDb()
    await cacheSummary(db, ALL_DEALS, { amounts: [1, 2, 3], fetchedAt: 42 })
    expect(await readCachedSummary(db, ALL_DEALS)).toEqual({ amounts: [1, 2, 3], fetchedAt: 42 })
    expect(await readCachedSummary(db, { ...ALL_DEALS, tribe: 4 })).toBeNull()
    // The probability filter is not part of the summary, so it shares the answer.
    expect(await readCachedSummary(db, { ...ALL_DEALS, probabilities: [10] })).not.toBeNull()
  })
})

describe('the period picker of the dialog', () => {
  it('spans 10 years back and forward, keeping a year outside', () => {
    const years = periodYears(2026)
    expect(years[0]).toBe(2016)
    expect(years.at(-1)).toBe(2036)
    expect(years).toHaveLength(21)
    expect(periodYears(2026, 2040).at(-1)).toBe(2040)
  })
})
