/**
 * What the target screens write (sales-activity-spec "Sales target", sections 4 and 6): a save
 * (Submit) of one unit's target per year, and Approve or Reject. Each is the local change plus
 * its op in one transaction: the status shows at once ('Need approval' for an RM's own submit),
 * online or offline, and the op reaches the server when it can.
 */
import type { TargetMonthRead } from '../../contract/targets.ts'
import type { Actor } from '../../domain/permissions.ts'
import {
  maySaveTarget,
  savedTargetStatus,
  targetDecisionRight,
  TARGET_STATUS,
  type TargetDecision,
  type TargetUnit,
} from '../../domain/targets.ts'
import { db, type CrmDb } from '../../entities/db.ts'
import { readStoredTarget } from '../../entities/targets/storedTargetReads.ts'
import { targetKey, type TargetRow } from '../../entities/targets/targetRows.ts'
import { command, enqueue, inOneTransaction, type Command } from '../../sync/commands.ts'

/**
 * The row of a target this device never read: not set, version unknown (no If-Match). Made
 * through the save's command, so Discard or Take theirs takes it away again.
 */
async function ensureTargetRow(
  database: CrmDb,
  on: Command,
  unit: TargetUnit,
  year: number,
): Promise<number> {
  const key = targetKey(unit.type, unit.id, year)
  if (!(await readStoredTarget(database, key))) {
    const notSet: TargetRow = {
      key,
      type: unit.type,
      unitId: unit.id,
      year,
      targetId: 0,
      status: TARGET_STATUS.notSet,
      items: [],
      version: null,
    }
    await on.put('targets', { ...notSet })
  }
  return key
}

/** The rows grouped by their year, each group in month order. */
export function rowsByYear(items: readonly TargetMonthRead[]): Map<number, TargetMonthRead[]> {
  const years = new Map<number, TargetMonthRead[]>()
  for (const row of items) years.set(row.year, [...(years.get(row.year) ?? []), row])
  for (const rows of years.values()) rows.sort((a, b) => a.month - b.month)
  return years
}

/**
 * Saves (submits) the unit's targets: one op per year the rows cover, each replacing that year's
 * target. An RM's own save needs approval; a manager's is approved at once.
 */
export async function saveTargets(
  actor: Actor,
  unit: TargetUnit,
  items: readonly TargetMonthRead[],
  database: CrmDb = db,
): Promise<void> {
  if (!maySaveTarget(actor, unit)) throw new Error('You may not set this target')
  const status = TARGET_STATUS[savedTargetStatus(actor, unit)]
  await inOneTransaction(database, async () => {
    for (const [year, rows] of rowsByYear(items)) {
      await command(database, async (on) => {
        const key = await ensureTargetRow(database, on, unit, year)
        await on.enqueue(
          'target.save',
          { key, type: unit.type, unitId: unit.id, year, items: rows, status },
          actor.id,
        )
      })
    }
  })
}

const DECIDED: Readonly<Record<TargetDecision, string>> = {
  approve: TARGET_STATUS.approved,
  reject: TARGET_STATUS.rejected,
}

/** Approve or Reject of a target that needs approval. */
export async function decideTarget(
  actor: Actor,
  unit: TargetUnit,
  year: number,
  decision: TargetDecision,
  database: CrmDb = db,
): Promise<void> {
  if (targetDecisionRight(actor, unit, decision) === 'refused') {
    throw new Error('You may not decide this target')
  }
  const key = targetKey(unit.type, unit.id, year)
  await enqueue(
    database,
    'target.decide',
    { key, type: unit.type, unitId: unit.id, year, decision, status: DECIDED[decision] },
    actor.id,
  )
}
