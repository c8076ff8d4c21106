/**
 * What the Sales visit dialog writes: the visit row and its op in one transaction, so the visit
 * shows at once (the deal's journal) and reaches the server when it can. Never waits for the network.
 */
import { db, type CrmDb } from '../../entities/db.ts'
import { command, enqueue } from '../../sync/commands.ts'
import { readVisitToEdit } from '../../entities/visits/visitEditReads.ts'
import type { VisitFields } from '../../entities/visits/visitOps.ts'

/** Answers the visit's (temporary) id. */
export async function addVisit(fields: VisitFields, userId: number): Promise<number> {
  const queued = await enqueue(db, 'visit.create', fields, userId)
  return queued.entity.id
}

/**
 * Saves an edit. A visit this device does not hold (logged elsewhere, seen in the deal's pulled
 * history or the server's visit list) first gets its row as it was, `asOpened` (what the dialog
 * opened on), without a version: the edit shows in the journal at once and is sent without
 * If-Match, and Discard or Take theirs takes the edit and that row away again. Without
 * `asOpened` no row is made (the edit is still queued, and shows once the server has it).
 */
export async function editVisit(
  visitId: number,
  fields: VisitFields,
  asOpened: VisitFields | null,
  userId: number,
  database: CrmDb = db,
): Promise<void> {
  await command(database, async (on) => {
    // A dialog opened on a visit created offline holds the id it had then.
    const { id, row } = await readVisitToEdit(database, visitId)
    if (asOpened && !row) {
      await on.put('visits', { ...asOpened, id, userId })
    }
    await on.enqueue('visit.update', { ...fields, visitId: id }, userId)
  })
}
