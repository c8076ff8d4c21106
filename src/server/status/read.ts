import type { StatusUpdate } from '../../contract/status.ts'
import type { Db } from '../db/db.ts'

const STATUS_COLUMNS = `s.id, s.status,
  to_char(s.last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastUpdated",
  coalesce(split_part(u.name, ' ', 1), '') AS firstname, s.deal_id AS "dealId", s.version`

/** One status update (the body of a 412); undefined when it does not exist. */
export async function readStatusUpdate(
  db: Db,
  statusId: number,
): Promise<StatusUpdate | undefined> {
  const [row] = await db.query<StatusUpdate>(
    `SELECT ${STATUS_COLUMNS} FROM status_updates s LEFT JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [statusId],
  )
  return row
}

/** The status updates of these deals, each deal's newest first. */
export async function statusUpdatesOf(db: Db, dealIds: readonly number[]): Promise<StatusUpdate[]> {
  if (dealIds.length === 0) return []
  return db.query<StatusUpdate>(
    `SELECT ${STATUS_COLUMNS} FROM status_updates s LEFT JOIN users u ON u.id = s.user_id
      WHERE s.deal_id = ANY($1::int[]) ORDER BY s.deal_id, s.last_updated DESC, s.id DESC`,
    [dealIds],
  )
}
