/** Whether the report areas went stale by a walk's marks: a refresh's question, loaded by it. */
import type { CrmDb } from '../db.ts'
import type { WalkMarks } from '../../sync/feedSection.ts'
import { individualReportPeople } from './reportPeople.ts'
import { reportStale } from './reportStaleness.ts'

/** The Sales Report: everyone's figures, rows' texts and targets. */
export const salesReportStale = (marks: WalkMarks): boolean =>
  reportStale(marks, { texts: 'both', targets: 'both' })

/** The Individual Sales Report: the user's own, and those of the teams it leads or mentors. */
export const individualReportStale = async (
  marks: WalkMarks,
  db: CrmDb,
  userId: number,
): Promise<boolean> =>
  reportStale(marks, { texts: 'both', targets: 'people' }, await individualReportPeople(db, userId))
