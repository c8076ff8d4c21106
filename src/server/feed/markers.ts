import type { ChangesPage, StaleTopic } from '../../contract/changeFeed.ts'
import type { Db } from '../db/db.ts'
import { allLoggedIds } from './log.ts'
import type { FeedWindow } from './window.ts'

/**
 * The window's markers, answered on its last page: the whole answers a device keeps that went
 * stale, the people whose report figures changed, and those whose report rows' texts did.
 */
export async function windowMarkers(
  db: Db,
  window: FeedWindow,
): Promise<Pick<ChangesPage, 'stale' | 'reports' | 'reportTexts'>> {
  if (window.full) return { stale: ['master', 'reports'], reports: [], reportTexts: [] }
  const [master, reports, reportTexts] = await Promise.all([
    allLoggedIds(db, 'master', window),
    allLoggedIds(db, 'report', window),
    allLoggedIds(db, 'report_text', window),
  ])
  // An option's new name shows in reports; a new month moves their default views.
  const newMonth = window.sincePeriod !== window.period
  const stale: StaleTopic[] =
    master.length > 0 ? ['master', 'reports'] : newMonth ? ['reports'] : []
  return { stale, reports, reportTexts }
}
