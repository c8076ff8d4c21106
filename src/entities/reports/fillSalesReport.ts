/**
 * The briefcase's report areas: the default views of the Sales Report (roles 1 and 2) and of the
 * user's own Individual Sales Report (roles 1, 2 and 5), fetched in the background so both open
 * offline even if never opened before. Each answer is kept whole with its fetch time.
 */
import type { CrmDb } from '../../store/db.ts'
import { pullAnswer } from '../../sync/answers.ts'
import type { FillContext } from '../../sync/briefcase.ts'
import { CALLS_AT_ONCE, mapPooled } from '../../sync/pool.ts'
import { defaultSalesReportCalls, type AnswerCall } from './salesReportViews.ts'

export { SALES_REPORT_ROLES } from './salesReportRoles.ts'

export async function pullAnswerCalls(
  { db, transport, user, progress }: FillContext<CrmDb>,
  calls: readonly AnswerCall[],
): Promise<void> {
  await mapPooled(
    calls,
    CALLS_AT_ONCE,
    (call) => pullAnswer(db, transport, user.id, call.route, call.path),
    progress,
  )
}

export const fillSalesReport = (context: FillContext<CrmDb>, today = new Date()) =>
  pullAnswerCalls(context, defaultSalesReportCalls(context.user.id, today))
