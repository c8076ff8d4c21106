import { describe, expect, it } from 'vitest'
import type { ReportMarks } from '../../../src/contract/changeFeed.ts'
import {
  monthsOfYear,
  reportStale,
  shiftMonthKey,
  type AnswerReads,
} from '../../../src/entities/reports/reportStaleness.ts'
import { optionListsStale } from '../../../src/entities/staleness.ts'
import type { WalkMarks } from '../../../src/sync/feedSection.ts'

const marks = (part: Partial<ReportMarks> = {}, stale: WalkMarks['stale'] = []): WalkMarks => ({
  stale,
  reports: { figures: [], visitTexts: [], proposalTexts: [], targets: [], ...part },
})
const MINE = new Set([3, 4])
const JAN = 202601
const MAR = 202603
const NEXT_YEAR = 202702
const THIS_YEAR: AnswerReads = { months: [monthsOfYear(2026)] }

describe("what the feed's marks make stale", () => {
  it.each([
    ['nothing changed', marks(), false, false, false],
    ['every report (a new month, a renamed option)', marks({}, ['reports']), true, true, true],
    ["someone else's figures", marks({ figures: [{ person: 9, month: MAR }] }), true, false, false],
    [
      "a tribe's figures (no one person)",
      marks({ figures: [{ person: 0, month: MAR }] }),
      true,
      false,
      false,
    ],
    ['my figures', marks({ figures: [{ person: 4, month: MAR }] }), true, true, true],
    ['my figures of every month', marks({ figures: [{ person: 4, month: 0 }] }), true, true, true],
    [
      "my proposal rows' texts (a deal renamed)",
      marks({ proposalTexts: [{ person: 3, month: 0 }] }),
      true,
      false,
      true,
    ],
    [
      "my visit rows' texts (a remark)",
      marks({ visitTexts: [{ person: 3, month: MAR }] }),
      true,
      false,
      true,
    ],
    [
      "everyone's texts (a company renamed)",
      marks({ proposalTexts: [{ person: 0, month: 0 }] }),
      true,
      false,
      true,
    ],
  ])('%s', (_case, given, company, myFigures, myRows) => {
    expect(reportStale(given, { ...THIS_YEAR, texts: 'both' })).toBe(company)
    expect(reportStale(given, THIS_YEAR, MINE)).toBe(myFigures)
    expect(reportStale(given, { ...THIS_YEAR, texts: 'both' }, MINE)).toBe(myRows)
  })

  it("tells visit rows' texts from proposal rows'", () => {
    const remark = marks({ visitTexts: [{ person: 3, month: MAR }] })
    const renamed = marks({ proposalTexts: [{ person: 3, month: MAR }] })
    expect(reportStale(remark, { ...THIS_YEAR, texts: 'visits' }, MINE)).toBe(true)
    expect(reportStale(remark, { ...THIS_YEAR, texts: 'proposals' }, MINE)).toBe(false)
    expect(reportStale(renamed, { ...THIS_YEAR, texts: 'visits' }, MINE)).toBe(false)
    expect(reportStale(renamed, { ...THIS_YEAR, texts: 'proposals' }, MINE)).toBe(true)
    expect(reportStale(renamed, THIS_YEAR, MINE)).toBe(false)
  })

  it('makes an answer stale only for a change in one of its months', () => {
    const inNextYear = marks({ figures: [{ person: 4, month: NEXT_YEAR }] })
    expect(reportStale(inNextYear, THIS_YEAR)).toBe(false)
    expect(reportStale(inNextYear, THIS_YEAR, MINE)).toBe(false)
    expect(reportStale(inNextYear, { months: [monthsOfYear(2027, 2, 2)] })).toBe(true)
    expect(reportStale(inNextYear, {})).toBe(true)
    const twoSpans: AnswerReads = { months: [monthsOfYear(2025, 3, 3), monthsOfYear(2026, 3, 3)] }
    expect(reportStale(marks({ figures: [{ person: 0, month: JAN }] }), twoSpans)).toBe(false)
    expect(reportStale(marks({ figures: [{ person: 0, month: MAR }] }), twoSpans)).toBe(true)
    const textsLater = marks({ visitTexts: [{ person: 3, month: NEXT_YEAR }] })
    expect(reportStale(textsLater, { ...THIS_YEAR, texts: 'both' }, MINE)).toBe(false)
  })

  it("makes only the answers that show targets stale by a target, a unit's or a person's", () => {
    const personal = marks({ targets: [{ person: 4, month: JAN }] })
    const tribes = marks({ targets: [{ person: 0, month: JAN }] })
    expect(reportStale(personal, THIS_YEAR)).toBe(false)
    expect(reportStale(personal, { ...THIS_YEAR, texts: 'both' })).toBe(false)
    expect(reportStale(personal, { ...THIS_YEAR, targets: 'units' })).toBe(false)
    expect(reportStale(personal, { ...THIS_YEAR, targets: 'people' })).toBe(true)
    expect(reportStale(personal, { ...THIS_YEAR, targets: 'people' }, new Set([9]))).toBe(false)
    expect(reportStale(personal, { ...THIS_YEAR, targets: 'people' }, MINE)).toBe(true)
    expect(reportStale(tribes, { ...THIS_YEAR, targets: 'people' })).toBe(false)
    expect(reportStale(tribes, { ...THIS_YEAR, targets: 'units' })).toBe(true)
    expect(reportStale(tribes, { ...THIS_YEAR, targets: 'both' })).toBe(true)
    expect(reportStale(tribes, { months: [monthsOfYear(2026, 2)], targets: 'both' })).toBe(false)
  })

  it('counts months across a year', () => {
    expect(shiftMonthKey(202612, 1)).toBe(202701)
    expect(shiftMonthKey(202601, -1)).toBe(202512)
    expect(shiftMonthKey(202603, -14)).toBe(202501)
  })

  it('makes the option lists stale only when the feed says so', () => {
    expect(optionListsStale(marks({}, ['master', 'reports']))).toBe(true)
    expect(optionListsStale(marks({ figures: [{ person: 1, month: 0 }] }, ['reports']))).toBe(false)
  })
})
