import type { ChangesPage, StaleTopic } from '../../contract/changeFeed.ts'
import type { Db } from '../db/db.ts'
import { allLoggedIds } from './log.ts'
import type { FeedWindow } from './window.ts'

/**
 * The window's markers, answered on its last page: the whole answers a device keeps that went
 * stale, and the people whose report figures changed (those of the logged deals' RMs included).
 */
export async function windowMarkers(
  db: Db,
  window: FeedWindow,
): Promise<Pick<ChangesPage, 'stale' | 'reports'>> {
  if (window.full) return { stale: ['master', 'reports'], reports: [] }
  const [master, reports, dealRms] = await Promise.all([
    allLoggedIds(db, 'master', window),
    allLoggedIds(db, 'report', window),
    db.query<{ id: number }>(
      `SELECT DISTINCT r.user_id AS id FROM deal_rms r
        WHERE r.deal_id IN (SELECT entity_id FROM sync_changes
                             WHERE entity = 'deal' AND txid >= $1::xid8 AND txid < $2::xid8)`,
      [window.from.toString(), window.to.toString()],
    ),
  ])
  // An option's new name shows in reports; a new month moves their default views.
  const newMonth = window.sincePeriod !== window.period
  const stale: StaleTopic[] =
    master.length > 0 ? ['master', 'reports'] : newMonth ? ['reports'] : []
  const people = new Set([...reports, ...dealRms.map((row) => row.id)])
  return { stale, reports: [...people].sort((a, b) => a - b) }
}
