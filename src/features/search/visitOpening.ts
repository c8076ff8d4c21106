/**
 * How a found visit opens, by the rules of the Sales visit table (account/rowOpening): in the
 * Sales visit dialog to edit when the user may edit it and its whole visit is here, else read
 * only; null when the visit is no longer on this device.
 */
import type { VisitRow } from '../../contract/visits.ts'
import type { Actor } from '../../domain/permissions.ts'
import type { CrmDb } from '../../entities/db.ts'
import type { SearchHit } from '../../store/search/querySearch.ts'
import { visitEditRight, visitEditSource, type VisitEditSource } from '../account/index.ts'
import { searchedVisit } from './searchedVisit.ts'

export type VisitOpening =
  { mode: 'edit'; row: VisitRow; source: VisitEditSource } | { mode: 'view'; row: VisitRow }

export async function visitOpening(
  db: CrmDb,
  hit: SearchHit,
  actor: Actor,
): Promise<VisitOpening | null> {
  const found = await searchedVisit(db, hit)
  if (!found) return null
  const { row, deal, onDevice } = found
  if (visitEditRight(row, actor, deal, onDevice) === 'allowed') {
    const source = await visitEditSource(db, row, deal)
    if (source) return { mode: 'edit', row, source }
  }
  return { mode: 'view', row }
}
