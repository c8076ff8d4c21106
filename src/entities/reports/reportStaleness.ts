/**
 * Whether a kept report answer went stale by the change feed's marks (contract ReportMarks): each
 * answer declares what it shows (AnswerReads), the marks say whose figures, rows' texts or
 * targets changed, and in which months. Loaded by a refresh, not by the first screen.
 */
import type { ReportMark } from '../../contract/changeFeed.ts'
import type { WalkMarks } from '../../sync/feedSection.ts'
import { everyReportStale } from '../staleness.ts'

/** A month as the report marks name it: year * 100 + month. */
export const monthKey = (year: number, month: number): number => year * 100 + month

/** Months `from` to `to` (monthKey, both included). */
export interface MonthSpan {
  from: number
  to: number
}

/** Months fromMonth..toMonth of a year. */
export const monthsOfYear = (year: number, fromMonth = 1, toMonth = 12): MonthSpan => ({
  from: monthKey(year, fromMonth),
  to: monthKey(year, toMonth),
})

/** The months of a report period (months of one year). */
export const monthsOfPeriod = (period: { year: number; fromMonth: number; toMonth: number }) =>
  monthsOfYear(period.year, period.fromMonth, period.toMonth)

/** The monthKey `months` months after `key` (before it, when negative). */
export function shiftMonthKey(key: number, months: number): number {
  const index = Math.floor(key / 100) * 12 + (key % 100) - 1 + months
  return monthKey(Math.floor(index / 12), (index % 12) + 1)
}

/** What a report answer shows, so that the marks can tell whether it went stale. */
export interface AnswerReads {
  /** The months of its figures; absent: every month. */
  months?: readonly MonthSpan[]
  /** Rows' texts beside figures (deal and company names, remarks): of visits, proposals or both. */
  texts?: 'visits' | 'proposals' | 'both'
  /** Targets: of units (tribes, branches, segments), of people (personal targets), or both. */
  targets?: 'units' | 'people' | 'both'
}

/**
 * Whether a report answer went stale by the marks: one of the figures, texts or targets it shows
 * changed in one of its months, for one of `people` (none given: the company's, everyone's).
 */
export function reportStale(
  marks: WalkMarks,
  reads: AnswerReads,
  people?: ReadonlySet<number>,
): boolean {
  if (everyReportStale(marks)) return true
  const inMonths = ({ month }: ReportMark) =>
    month === 0 ||
    !reads.months ||
    reads.months.some((span) => span.from <= month && month <= span.to)
  const whose = (person: number) => !people || people.has(person)
  const { figures, visitTexts, proposalTexts, targets } = marks.reports
  // Figures of person 0 are of no one person (a tribe's): only the company's answers show them.
  if (figures.some((mark) => inMonths(mark) && whose(mark.person))) return true
  // Texts of person 0 are everyone's (a company renamed).
  const textsOf = (marked: readonly ReportMark[]) =>
    marked.some((mark) => inMonths(mark) && (mark.person === 0 || whose(mark.person)))
  const visits = reads.texts === 'visits' || reads.texts === 'both'
  const proposals = reads.texts === 'proposals' || reads.texts === 'both'
  if ((visits && textsOf(visitTexts)) || (proposals && textsOf(proposalTexts))) return true
  const units = reads.targets === 'units' || reads.targets === 'both'
  const persons = reads.targets === 'people' || reads.targets === 'both'
  return targets.some(
    (mark) => inMonths(mark) && (mark.person === 0 ? units : persons && whose(mark.person)),
  )
}
