import type { HandedOverChange } from '../../contract/auth.ts'
import type { Db } from '../db/db.ts'

/** Stores the changes of one handover; a change stored before (a retried call) is kept as it was. */
export async function storeHandedOver(
  db: Db,
  userId: number,
  deviceId: string,
  changes: readonly HandedOverChange[],
): Promise<void> {
  if (changes.length === 0) return
  await db.query(
    `INSERT INTO handed_over_changes
       (user_id, device_id, op_id, op_type, label, payload, op_created_at)
     SELECT $1, $2, change.op_id, change.op_type, change.label, change.payload, change.created_at
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
            AS change (op_id, op_type, label, payload, created_at)
     ON CONFLICT (user_id, op_id) DO NOTHING`,
    [
      userId,
      deviceId,
      changes.map((change) => change.opId),
      changes.map((change) => change.type),
      changes.map((change) => change.label),
      changes.map((change) => change.payload),
      changes.map((change) => change.createdAt),
    ],
  )
}
