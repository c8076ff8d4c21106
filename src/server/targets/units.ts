import type { TargetUnit } from '../../domain/targets.ts'
import type { TargetType } from '../../domain/targetTypes.ts'
import type { Db } from '../db/db.ts'

const UNIT_ROWS: Record<TargetType, string> = {
  tribe: 'SELECT 1 FROM tribes WHERE id = $1',
  rm: 'SELECT 1 FROM users WHERE id = $1 AND active AND deleted_at IS NULL',
  segment: 'SELECT 1 FROM segments WHERE id = $1',
  branch: 'SELECT 1 FROM branches WHERE id = $1',
}

/** How refusals name a unit ('Tribe 9 does not exist', 'User not found'). */
export const UNIT_LABEL: Record<TargetType, string> = {
  tribe: 'Tribe',
  rm: 'User',
  segment: 'Segment',
  branch: 'Branch',
}

/** Whether the unit exists (an RM: an active user). */
export async function unitExists(db: Db, unit: TargetUnit): Promise<boolean> {
  const rows = await db.query(UNIT_ROWS[unit.type], [unit.id])
  return rows.length > 0
}
