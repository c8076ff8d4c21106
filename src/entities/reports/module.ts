/**
 * Report answers: the default views of the Sales Report (roles 1 and 2) and of the user's own
 * Individual Sales Report (roles 1, 2 and 5), kept whole per path with their fetch time; after a
 * first fill, asked again (conditionally) when the change feed says their figures changed.
 */
import type { CrmDb } from '../db.ts'
import type { EntityModule } from '../../sync/entityModule.ts'
import { later } from '../later.ts'
import { ANSWER_KEPT_MS } from './answerRows.ts'
import { INDIVIDUAL_REPORT_AREA_ID, INDIVIDUAL_REPORT_ROLES } from './individualReportArea.ts'
import { SALES_REPORT_ROLES } from './salesReportRoles.ts'

/** What makes an answer stale: a refresh's question, off the first screen's code. */
const staleness = () => import('./areaStaleness.ts')

export const reportsModule: EntityModule<CrmDb> = {
  name: 'report answer',
  // The answers of other filters, not fetched again for a week (the briefcase keeps its own fresh).
  prune: async (db, now) =>
    (await import('./answers.ts')).dropAnswersBefore(db, now - ANSWER_KEPT_MS),
  areas: [
    {
      // The summary cards and their tables, the default tribe's charts, the Individual Sales
      // Report table and the export data: the company's figures, anyone's change counts.
      id: 'salesReport',
      label: 'Sales Report',
      roles: SALES_REPORT_ROLES,
      staleWhen: async (marks) => (await staleness()).salesReportStale(marks),
      ...later(
        () => import('./fillSalesReport.ts'),
        (module, context) => module.fillSalesReport(context),
      ),
    },
    {
      // This month's cards, this year's charts, the default range's tables, the leader and mentor
      // tables: the user's own figures and those of the teams it leads or mentors.
      id: INDIVIDUAL_REPORT_AREA_ID,
      label: 'Individual Sales Report',
      roles: INDIVIDUAL_REPORT_ROLES,
      staleWhen: async (marks, { db, user }) =>
        (await staleness()).individualReportStale(marks, db, user.id),
      // Whether the user leads or mentors a team (its team tables) is read from the teams.
      afterFeed: true,
      ...later(
        () => import('./fillIndividualReport.ts'),
        (module, context) => module.fillIndividualReport(context),
      ),
    },
  ],
}
