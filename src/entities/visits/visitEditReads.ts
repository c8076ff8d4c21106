/**
 * What opening or saving a visit's edit reads: the visit under the id it is held by now, and its
 * contacts likewise (a visit or a contact added offline keeps the temp id a dialog or a visit row
 * named it by, after its create settled).
 */
import { currentIdOf, currentIdsOf } from '../rowIds.ts'
import type { CrmDb } from '../db.ts'
import type { VisitRecord } from './visitRows.ts'

export interface VisitToEdit {
  /** The id the visit is held under now (the server's once its create settled). */
  id: number
  /** undefined when this device does not hold the visit. */
  row: VisitRecord | undefined
}

export async function readVisitToEdit(db: CrmDb, visitId: number): Promise<VisitToEdit> {
  const id = await currentIdOf(db, 'visits', visitId)
  return { id, row: await db.visits.get(id) }
}

/** The visit's contacts, each under the id it is held by now, in order. */
export function readVisitContactIds(db: CrmDb, contactIds: readonly number[]): Promise<number[]> {
  return currentIdsOf(db, 'contacts', contactIds)
}
