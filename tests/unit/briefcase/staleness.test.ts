import { describe, expect, it } from 'vitest'
import { optionListsStale, reportStale } from '../../../src/entities/staleness.ts'
import type { WalkMarks } from '../../../src/sync/feedSection.ts'

const marks = (part: Partial<WalkMarks>): WalkMarks => ({
  stale: [],
  reports: [],
  reportTexts: [],
  ...part,
})
const MINE = new Set([3, 4])

describe("what the feed's marks make stale", () => {
  it.each([
    ['nothing changed', marks({}), false, false, false],
    [
      'every report (a new month, a renamed option)',
      marks({ stale: ['reports'] }),
      true,
      true,
      true,
    ],
    ["someone else's figures", marks({ reports: [9] }), true, false, false],
    ["a tribe's figures (no one person)", marks({ reports: [0] }), true, false, false],
    ['my figures', marks({ reports: [4] }), true, true, true],
    ["my rows' texts (a deal renamed)", marks({ reportTexts: [3] }), true, false, true],
    ["everyone's texts (a company renamed)", marks({ reportTexts: [0] }), true, false, true],
  ])('%s', (_case, given, company, myFigures, myRows) => {
    expect(reportStale(given)).toBe(company)
    expect(reportStale(given, MINE, { texts: false })).toBe(myFigures)
    expect(reportStale(given, MINE, { texts: true })).toBe(myRows)
  })

  it('makes the option lists stale only when the feed says so', () => {
    expect(optionListsStale(marks({ stale: ['master', 'reports'] }))).toBe(true)
    expect(optionListsStale(marks({ stale: ['reports'], reports: [1] }))).toBe(false)
  })
})
