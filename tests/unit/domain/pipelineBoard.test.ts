import { describe, expect, it } from 'vitest'
import {
  SUCCESS_MARK_MS,
  groupDealsByStage,
  shownAgeDays,
  totalAfterProbability,
  totalProposalValue,
} from '../../../src/domain/pipelineBoard.ts'

describe('grouping the flat deal list into stage columns', () => {
  it('puts each deal in its stage, unknown stages in Negotiations, keeping order', () => {
    const deals = [
      { dealId: 1, stage: 1 },
      { dealId: 2, stage: 5 },
      { dealId: 3, stage: 3 },
      { dealId: 4, stage: 9 },
      { dealId: 5, stage: 1 },
      { dealId: 6, stage: null },
      { dealId: 7, stage: 4 },
      { dealId: 8, stage: 2 },
    ]
    const columns = groupDealsByStage(deals)
    expect(
      Object.fromEntries(
        Object.entries(columns).map(([stage, list]) => [stage, list.map((d) => d.dealId)]),
      ),
    ).toEqual({
      1: [1, 5],
      2: [8],
      3: [3],
      4: [7],
      5: [2, 4, 6],
    })
  })

  it('gives five empty columns for no deals', () => {
    expect(groupDealsByStage([])).toEqual({ 1: [], 2: [], 3: [], 4: [], 5: [] })
  })
})

describe('footer totals', () => {
  it.each([
    [[], 0],
    [[1000000], 1000000],
    [[1000000, 2500000, 0], 3500000],
    [[1000, Number.NaN, null, 500], 1500],
  ])('proposal values %j total %i', (values, total) => {
    expect(totalProposalValue(values.map((proposalValue) => ({ proposalValue })))).toBe(total)
  })
})

describe('Count it: entered probability x total value', () => {
  it.each([
    ['0.5', 10000000, 5000000],
    ['0.1', 12345678, 1234568],
    ['1', 10000000, 10000000],
    ['0,3', 1000, 300],
    [' 0.25 ', 1000, 250],
    [0.8, 1000, 800],
  ])('%j x %i is %i', (entered, total, after) => {
    expect(totalAfterProbability(entered, total)).toBe(after)
  })

  // Only what the hint says, 0.1 to 1: no percent reading of numbers above 1.
  it.each(['', 'abc', '-0.5', '0', '0.05', '5', '50', '100', '101'])(
    '%j gives no total',
    (entered) => {
      expect(totalAfterProbability(entered, 1000)).toBeNull()
    },
  )
})

it('shows the drag mark for 2 seconds', () => {
  expect(SUCCESS_MARK_MS).toBe(2000)
})

it.each([
  [12, 12],
  [0, 0],
  [-4, 0],
  [null, 0],
])('age %j is shown as %i days', (age, shown) => {
  expect(shownAgeDays(age)).toBe(shown)
})
