import type { Db } from '../db/db.ts'

/** A status update's deal and version, its row locked; undefined when it does not exist. */
export async function lockStatusUpdate(
  tx: Db,
  statusId: number,
): Promise<{ dealId: number; version: number } | undefined> {
  const [row] = await tx.query<{ dealId: number; version: number }>(
    'SELECT deal_id AS "dealId", version FROM status_updates WHERE id = $1 FOR UPDATE',
    [statusId],
  )
  return row
}

/** Adds a status update to the deal, by the user; answers its id and version. */
export async function insertStatusUpdate(
  tx: Db,
  update: { dealId: number; status: string; userId: number },
): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    'INSERT INTO status_updates (deal_id, status, user_id) VALUES ($1, $2, $3) RETURNING id, version',
    [update.dealId, update.status, update.userId],
  )
  return row!
}

/** Rewrites the status text, now and by the user; answers the new version. */
export async function updateStatusUpdate(
  tx: Db,
  statusId: number,
  update: { status: string; userId: number },
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE status_updates SET status = $2, user_id = $3, last_updated = now(), version = version + 1
      WHERE id = $1 RETURNING version`,
    [statusId, update.status, update.userId],
  )
  return row!.version
}

export async function deleteStatusUpdate(tx: Db, statusId: number): Promise<void> {
  await tx.query('DELETE FROM status_updates WHERE id = $1', [statusId])
}
