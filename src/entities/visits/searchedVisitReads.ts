/**
 * What this device holds of a visit the global search found: the row logged here (with the names
 * of the people it names), and the deal it belongs to (its pulled detail, whose journal holds the
 * meeting, and its card).
 */
import type { IdText } from '../../contract/common.ts'
import type { DealDetail } from '../../contract/deals.ts'
import type { CrmDb } from '../db.ts'
import type { DealRow } from '../deals/dealRows.ts'
import type { VisitRecord } from './visitRows.ts'

export interface SearchedVisitRecords {
  /** The visit logged on this device, with the names of its people (`#id` for one not here). */
  local: { visit: VisitRecord; contacts: IdText[]; rms: IdText[]; consultants: IdText[] } | null
  detail: DealDetail | undefined
  card: DealRow | undefined
}

async function namesOf(
  ids: readonly number[],
  read: (ids: number[]) => Promise<({ name: string } | undefined)[]>,
): Promise<IdText[]> {
  const rows = await read([...ids])
  return ids.map((id, index) => ({ id, text: rows[index]?.name ?? `#${id}` }))
}

/** `parentDealId`: the deal the search's hit names, for a visit not logged here. */
export async function readSearchedVisitRecords(
  db: CrmDb,
  visitId: number,
  parentDealId: number | undefined,
): Promise<SearchedVisitRecords> {
  const visit = await db.visits.get(visitId)
  const dealId = visit?.dealId ?? parentDealId ?? 0
  // 0: a standalone visit, of no deal.
  const [detail, card] =
    dealId > 0 ? await Promise.all([db.dealDetails.get(dealId), db.deals.get(dealId)]) : []
  if (!visit) return { local: null, detail, card }
  const readRms = (ids: number[]) => db.rms.bulkGet(ids)
  const local = {
    visit,
    contacts: await namesOf(visit.contacts, (ids) => db.contacts.bulkGet(ids)),
    rms: await namesOf(visit.rms, readRms),
    consultants: await namesOf(visit.consultants, readRms),
  }
  return { local, detail, card }
}
