/**
 * Whether an id a screen held names a given deal: the same id, or the temporary id of a deal made
 * on this device whose create has since settled under that deal's id.
 */
import type { CrmDb } from '../db.ts'
import { currentIdOf } from '../rowIds.ts'

export async function namesDeal(db: CrmDb, heldId: number, dealId: number): Promise<boolean> {
  return heldId === dealId || (await currentIdOf(db, 'deals', heldId)) === dealId
}
