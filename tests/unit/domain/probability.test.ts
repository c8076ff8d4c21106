import { describe, expect, it } from 'vitest'
import {
  PROBABILITY_LEVELS,
  PROBABILITY_VALUES,
  formatProbability,
  isEditorProbability,
  probabilityDisplay,
  probabilityLabel,
  probabilityOptionText,
} from '../../../src/domain/probability.ts'

const LABELS: [number, string, number][] = [
  [10, 'Lead', 0.1],
  [20, 'Contact', 0.2],
  [30, 'Meeting & Needs Collected', 0.3],
  [40, 'Proposal Submitted', 0.4],
  [50, 'Proposal Presentation', 0.5],
  [60, 'Like the proposal', 0.6],
  [70, 'Negotiation', 0.7],
  [80, 'Verbally agree', 0.8],
]

describe('probability labels offered in the editor', () => {
  it.each(LABELS)('%i is %s (%d)', (value, label, display) => {
    expect(probabilityLabel(value)).toBe(label)
    expect(probabilityDisplay(value)).toBe(display)
    expect(isEditorProbability(value)).toBe(true)
    expect(probabilityOptionText({ value, label })).toBe(`${label} (${display})`)
  })

  it('offers exactly 10 to 80, in order', () => {
    expect(PROBABILITY_LEVELS.map((level) => level.value)).toEqual([10, 20, 30, 40, 50, 60, 70, 80])
  })

  it.each([90, 100, 0, 5, 85])('does not offer %i', (value) => {
    expect(isEditorProbability(value)).toBe(false)
    expect(probabilityLabel(value)).toBeNull()
  })
})

describe('probability display values', () => {
  it.each([
    [10, 0.1, '0.1'],
    [20, 0.2, '0.2'],
    [30, 0.3, '0.3'],
    [40, 0.4, '0.4'],
    [50, 0.5, '0.5'],
    [60, 0.6, '0.6'],
    [70, 0.7, '0.7'],
    [80, 0.8, '0.8'],
    [90, 0.9, '0.9'],
    [100, 1, '1'],
  ])('%i displays as %d', (value, display, text) => {
    expect(probabilityDisplay(value)).toBe(display)
    expect(formatProbability(value)).toBe(text)
  })

  it('covers 10 to 100', () => {
    expect(PROBABILITY_VALUES).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
  })

  it.each([0, 15, 110, -10, Number.NaN])('%d has no display value', (value) => {
    expect(probabilityDisplay(value)).toBeNull()
    expect(formatProbability(value)).toBe('')
  })
})
