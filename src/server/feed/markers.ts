import type { ChangesPage } from '../../contract/changeFeed.ts'
import type { StaleTopic } from '../../contract/changeFeed.ts'
import type { Db } from '../db/db.ts'
import { allLoggedIds, loggedMarks } from './log.ts'
import type { FeedWindow } from './window.ts'

const NO_MARKS = { figures: [], visitTexts: [], proposalTexts: [], targets: [] }

/**
 * The window's markers, answered on its last page: the whole answers a device keeps that went
 * stale, and the people and months whose report figures, visit or proposal rows' texts, or
 * targets changed.
 */
export async function windowMarkers(
  db: Db,
  window: FeedWindow,
): Promise<Pick<ChangesPage, 'stale' | 'reportMarks'>> {
  if (window.full) return { stale: ['master', 'reports'], reportMarks: NO_MARKS }
  const [master, figures, visitTexts, proposalTexts, targets] = await Promise.all([
    allLoggedIds(db, 'master', window),
    loggedMarks(db, 'report', window),
    loggedMarks(db, 'report_visit', window),
    loggedMarks(db, 'report_proposal', window),
    loggedMarks(db, 'report_target', window),
  ])
  // An option's new name shows in reports; a new month moves their default views.
  const newMonth = window.sincePeriod !== window.period
  const stale: StaleTopic[] =
    master.length > 0 ? ['master', 'reports'] : newMonth ? ['reports'] : []
  return { stale, reportMarks: { figures, visitTexts, proposalTexts, targets } }
}
