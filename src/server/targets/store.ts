import { TARGET_KIND, type TargetMonth } from '../../contract/targets.ts'
import type { Db } from '../db/db.ts'
import type { TargetUnit } from '../../domain/targets.ts'

/** A target as a write finds it, its row locked until the transaction ends. */
export interface LockedTarget {
  id: number
  status: string
  /** 0 for a target this write has just created. */
  version: number
}

/** What a save or a decision leaves on the target. */
export interface TargetDecision {
  status: string
  /**
   * Stored: whether its own person (the RM) saved it last, which is why it needs approval. Reads
   * answer self_target from the reader instead.
   */
  selfTarget: boolean
  /** Who approved or rejected it (the saving manager for a target set approved); null if pending. */
  decidedBy: number | null
}

export async function lockTarget(
  tx: Db,
  unit: TargetUnit,
  year: number,
): Promise<LockedTarget | undefined> {
  const [target] = await tx.query<LockedTarget>(
    `SELECT id, status, version FROM targets
      WHERE type = $1 AND subject_id = $2 AND year = $3 FOR UPDATE`,
    [unit.type, unit.id, year],
  )
  return target
}

/**
 * Adds the unit's target of the year at version 0 (the save then makes it 1); undefined when
 * another transaction added it first (a concurrent add waits on the unique key, then finds it).
 */
export async function createTarget(
  tx: Db,
  unit: TargetUnit,
  year: number,
  createdBy: number,
  decision: TargetDecision,
): Promise<LockedTarget | undefined> {
  const [created] = await tx.query<LockedTarget>(
    `INSERT INTO targets (type, subject_id, year, status, self_target, created_by, approved_by, version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0)
     ON CONFLICT (type, subject_id, year) DO NOTHING
     RETURNING id, status, version`,
    [unit.type, unit.id, year, decision.status, decision.selfTarget, createdBy, decision.decidedBy],
  )
  return created
}

/** Sets what a save leaves on the target and bumps its version; answers the new version. */
export async function markSaved(
  tx: Db,
  targetId: number,
  decision: TargetDecision,
): Promise<number> {
  const [updated] = await tx.query<{ version: number }>(
    `UPDATE targets SET status = $2, self_target = $3, approved_by = $4, updated_at = now(),
            version = version + 1
      WHERE id = $1 RETURNING version`,
    [targetId, decision.status, decision.selfTarget, decision.decidedBy],
  )
  return updated!.version
}

/** Approves or rejects the target (its amounts unchanged) and bumps its version; answers it. */
export async function markDecided(
  tx: Db,
  targetId: number,
  status: string,
  decidedBy: number,
): Promise<number> {
  const [updated] = await tx.query<{ version: number }>(
    `UPDATE targets SET status = $2, approved_by = $3, updated_at = now(), version = version + 1
      WHERE id = $1 RETURNING version`,
    [targetId, status, decidedBy],
  )
  return updated!.version
}

const KINDS = Object.values(TARGET_KIND)

/**
 * Replaces the target's months by `rows`: every kind of a row is stored, 0 when not sent; counts
 * stay whole and IDR amounts are rounded to whole rupiah, as proposal values are.
 */
export async function replaceTargetMonths(
  tx: Db,
  targetId: number,
  rows: readonly TargetMonth[],
): Promise<void> {
  await tx.query('DELETE FROM target_items WHERE target_id = $1', [targetId])
  const items = rows.flatMap((row) =>
    KINDS.map((kind) => ({
      target_id: targetId,
      year: row.year,
      month: row.month,
      target_type: kind,
      amount: Math.round(row.targets.find((target) => target.id === kind)?.amount ?? 0),
    })),
  )
  if (items.length === 0) return
  await tx.query(
    `INSERT INTO target_items (target_id, year, month, target_type, amount)
     SELECT target_id, year, month, target_type, amount
       FROM jsonb_to_recordset($1::jsonb)
         AS r(target_id int, year int, month int, target_type int, amount bigint)`,
    [JSON.stringify(items)],
  )
}
