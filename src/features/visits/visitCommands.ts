/**
 * What the Sales visit dialog writes: the visit row and its op in one transaction, so the visit
 * shows at once (the deal's journal) and reaches the server when it can. Never waits for the network.
 */
import { db } from '../../store/db.ts'
import { enqueue } from '../../sync/commands.ts'
import { syncTables } from '../../sync/syncDb.ts'
import type { VisitFields } from '../../sync/visitOps.ts'

/** Answers the visit's (temporary) id. */
export async function addVisit(fields: VisitFields, userId: number): Promise<number> {
  const queued = await enqueue(db, 'visit.create', fields, userId)
  return queued.entity.id
}

/**
 * A visit this device does not hold (logged elsewhere, seen in the pulled history) gets its row
 * first, without a version: the edit shows in the journal at once and is sent without If-Match.
 */
export async function editVisit(
  visitId: number,
  fields: VisitFields,
  userId: number,
): Promise<void> {
  await db.transaction('rw', syncTables(db), async () => {
    if (!(await db.visits.get(visitId))) {
      await db.table('visits').put({ ...fields, id: visitId, userId })
    }
    await enqueue(db, 'visit.update', { ...fields, visitId }, userId)
  })
}
