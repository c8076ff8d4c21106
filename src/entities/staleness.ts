/** What the change feed's marks (sync/feedSection WalkMarks) say of the whole answers kept. */
import type { WalkMarks } from '../sync/feedSection.ts'

/** The option lists (master data, client filter options, team people). */
export const optionListsStale = (marks: WalkMarks): boolean => marks.stale.includes('master')

/** Every report answer (new names, a new month). */
export const everyReportStale = (marks: WalkMarks): boolean => marks.stale.includes('reports')
