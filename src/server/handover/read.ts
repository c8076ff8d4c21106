import type { HandedOver } from '../../contract/auth.ts'
import type { Db } from '../db/db.ts'

const LIMIT = 500

/** The newest handed-over changes, with the name of the user whose they were. */
export async function readHandedOver(db: Db): Promise<HandedOver[]> {
  return db.query<HandedOver>(
    `SELECT h.user_id AS "userId", u.name AS "userName", h.device_id AS "deviceId",
            h.op_id AS "opId", h.op_type AS "type", h.label, h.payload,
            h.op_created_at AS "createdAt",
            to_char(h.received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
              AS "receivedAt"
       FROM handed_over_changes h JOIN users u ON u.id = h.user_id
      ORDER BY h.received_at DESC, h.id DESC
      LIMIT $1`,
    [LIMIT],
  )
}
