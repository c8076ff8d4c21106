import { describe, expect, it } from 'vitest'
import { ALL_DEALS } from '../../../src/contract/pipeline.ts'
import {
  DEFAULT_FILTER,
  filterChips,
  isDefaultFilter,
  normaliseFilter,
  toggleProbability,
} from '../../../src/features/pipeline/filterState.ts'
import { pipelineListKey } from '../../../src/entities/deals/dealLists.ts'

const names = {
  tribes: new Map([[2, 'Digital']]),
  segments: new Map([[3, 'Corporate']]),
  rms: new Map([[7, 'Citra Relationship']]),
}

describe('the saved pipeline filter', () => {
  it('starts on every deal: all tribes, periods, segments, RMs and probabilities', () => {
    expect(DEFAULT_FILTER).toEqual(ALL_DEALS)
    expect(isDefaultFilter(DEFAULT_FILTER)).toBe(true)
    expect(pipelineListKey(DEFAULT_FILTER)).toBe('pipeline:/pipeline/0/0/0/0/0/0')
  })

  it('reads a saved value back as it was saved', () => {
    const saved = { from: 202401, to: 202403, tribe: 2, segment: 3, rm: 7, probabilities: [20, 50] }
    expect(normaliseFilter(JSON.parse(JSON.stringify(saved)))).toEqual(saved)
  })

  it('falls back to "all" for anything unreadable', () => {
    expect(normaliseFilter(undefined)).toEqual(DEFAULT_FILTER)
    expect(normaliseFilter('junk')).toEqual(DEFAULT_FILTER)
    expect(
      normaliseFilter({
        from: 202413,
        to: 'x',
        tribe: -1,
        segment: 1.5,
        rm: '7',
        probabilities: [10, 15, 'a', 10, 200],
      }),
    ).toEqual({ ...DEFAULT_FILTER, probabilities: [10] })
  })

  it('puts a range picked backwards in order', () => {
    expect(normaliseFilter({ from: 202406, to: 202402 })).toMatchObject({
      from: 202402,
      to: 202406,
    })
  })
})

describe('the filter bar', () => {
  it("shows each field's 'all' choice in the dialog's words", () => {
    expect(filterChips(DEFAULT_FILTER, names).map((chip) => [chip.label, chip.text])).toEqual([
      ['Tribe', 'All Tribe'],
      ['Date Range', 'All Period'],
      ['Segment', 'All segment'],
      ['Relationship manager', 'All RM'],
      ['Probability', 'All probability'],
    ])
    expect(filterChips(DEFAULT_FILTER, names).some((chip) => chip.active)).toBe(false)
  })

  it('names the chosen tribe, segment and RM, the months and the probabilities', () => {
    const chips = filterChips(
      { from: 202401, to: 202403, tribe: 2, segment: 3, rm: 7, probabilities: [10, 80] },
      names,
    )
    expect(chips.map((chip) => chip.text)).toEqual([
      'Digital',
      'Jan 2024 - Mar 2024',
      'Corporate',
      'Citra Relationship',
      '0.1, 0.8',
    ])
    expect(chips.every((chip) => chip.active)).toBe(true)
  })

  it('shows an id not (yet) in the master data instead of hiding the filter', () => {
    expect(filterChips({ ...DEFAULT_FILTER, tribe: 99 }, names)[0]!.text).toBe('#99')
  })

  it('toggles probabilities, keeping them sorted', () => {
    expect(toggleProbability([50], 10)).toEqual([10, 50])
    expect(toggleProbability([10, 50], 10)).toEqual([50])
  })
})
