/**
 * The briefcase's report areas: the default views of the Sales Report (roles 1 and 2) and of the
 * user's own Individual Sales Report (roles 1, 2 and 5), fetched in the background so both open
 * offline even if never opened before. Each answer is kept whole with its fetch time.
 */
import type { CrmDb } from '../db.ts'
import { heldAnswerPaths, pullAnswer } from './answers.ts'
import type { FillContext } from '../../sync/briefcase.ts'
import { CALLS_AT_ONCE, mapPooled } from '../../sync/pool.ts'
import { reportStale } from './reportStaleness.ts'
import { defaultSalesReportCalls, type AnswerCall } from './salesReportViews.ts'

export { SALES_REPORT_ROLES } from './salesReportRoles.ts'

/** Whose figures a call's answer shows; none: the company's, everyone's. */
export type PeopleOf<C> = (call: C) => ReadonlySet<number> | undefined

/**
 * The calls to ask: all of them on a first fill; after it, those the feed's marks say went stale
 * and those the device does not hold.
 */
async function staleCalls<C extends AnswerCall>(
  { db, user, marks }: FillContext<CrmDb>,
  calls: readonly C[],
  peopleOf: PeopleOf<C>,
): Promise<C[]> {
  if (!marks) return [...calls]
  const held = await heldAnswerPaths(
    db,
    user.id,
    calls.map((call) => call.path),
  )
  return calls.filter(
    (call) => !held.has(call.path) || reportStale(marks, call.reads, peopleOf(call)),
  )
}

export async function pullAnswerCalls<C extends AnswerCall>(
  context: FillContext<CrmDb>,
  calls: readonly C[],
  peopleOf: PeopleOf<C> = () => undefined,
): Promise<void> {
  const { db, transport, user, progress } = context
  await mapPooled(
    await staleCalls(context, calls, peopleOf),
    CALLS_AT_ONCE,
    (call) => pullAnswer(db, transport, user.id, call.route, call.path),
    progress,
  )
}

export const fillSalesReport = (context: FillContext<CrmDb>, today = new Date()) =>
  pullAnswerCalls(context, defaultSalesReportCalls(context.user.id, today))
