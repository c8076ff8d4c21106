import type { Db } from '../db/db.ts'

/** Ends the deal's current stay (if any) and starts one in `stage`. */
export async function enterStage(tx: Db, dealId: number, stage: number): Promise<void> {
  await leaveStage(tx, dealId)
  await tx.query('INSERT INTO deal_stage_history (deal_id, stage) VALUES ($1, $2)', [dealId, stage])
}

/** Ends the current stay (Won or Lost: the deal's stage clock stops). */
export async function leaveStage(tx: Db, dealId: number): Promise<void> {
  await tx.query(
    'UPDATE deal_stage_history SET left_at = now() WHERE deal_id = $1 AND left_at IS NULL',
    [dealId],
  )
}
