/** What the change feed's marks (sync/feedSection WalkMarks) say of the whole answers kept. */
import type { WalkMarks } from '../sync/feedSection.ts'

/** The option lists (master data, client filter options, team people). */
export const optionListsStale = (marks: WalkMarks): boolean => marks.stale.includes('master')

/** Every report answer (new names, a new month). */
export const everyReportStale = (marks: WalkMarks): boolean => marks.stale.includes('reports')

/** What a report answer shows: figures only, or rows whose texts (deal, company names) too. */
export interface ReportAnswerShows {
  /** Lists and exports of visits and proposals name deals, companies and contacts. */
  texts?: boolean
}

/**
 * Whether a report answer of the figures of `people` (none given: the company's, everyone's) went
 * stale by the marks.
 */
export function reportStale(
  marks: WalkMarks,
  people?: ReadonlySet<number>,
  shows: ReportAnswerShows = { texts: true },
): boolean {
  if (everyReportStale(marks)) return true
  const touched = (ids: readonly number[]) =>
    people ? ids.some((id) => people.has(id)) : ids.length > 0
  if (touched(marks.reports)) return true
  return !!shows.texts && (marks.reportTexts.includes(0) || touched(marks.reportTexts))
}
