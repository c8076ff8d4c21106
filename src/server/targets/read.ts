import {
  TARGET_KIND,
  TARGET_STATUS,
  type IndividualTarget,
  type TargetMonthRead,
  type UnitTarget,
} from '../../contract/targets.ts'
import { MONTHS_IN_TARGET } from '../../domain/targets.ts'
import type { Db } from '../db/db.ts'
import type { TargetUnit } from '../../domain/targets.ts'

/** A target's row as reads show it; undefined when the unit has none for the year. */
interface TargetHead {
  id: number
  status: string
  version: number
}

interface TargetItemRow {
  year: number
  month: number
  target_type: number
  amount: number
}

async function targetHead(db: Db, unit: TargetUnit, year: number): Promise<TargetHead | undefined> {
  const [head] = await db.query<TargetHead>(
    'SELECT id, status, version FROM targets WHERE type = $1 AND subject_id = $2 AND year = $3',
    [unit.type, unit.id, year],
  )
  return head
}

const emptyMonth = (year: number, month: number): TargetMonthRead => ({
  month,
  year,
  no_proposal: 0,
  sales_visit: 0,
  proposal_value: 0,
  sales: 0,
})

const FIELD_OF_KIND: Record<number, keyof Omit<TargetMonthRead, 'month' | 'year'>> = {
  [TARGET_KIND.proposals]: 'no_proposal',
  [TARGET_KIND.salesVisits]: 'sales_visit',
  [TARGET_KIND.proposalValue]: 'proposal_value',
  [TARGET_KIND.sales]: 'sales',
}

/** The target's stored months, in order, each with its four amounts (0 for a kind not stored). */
async function storedMonths(db: Db, targetId: number): Promise<TargetMonthRead[]> {
  const items = await db.query<TargetItemRow>(
    `SELECT year, month, target_type, amount FROM target_items WHERE target_id = $1
      ORDER BY year, month, target_type`,
    [targetId],
  )
  const months = new Map<string, TargetMonthRead>()
  for (const item of items) {
    const key = `${item.year}-${item.month}`
    const row = months.get(key) ?? emptyMonth(item.year, item.month)
    row[FIELD_OF_KIND[item.target_type]!] = Number(item.amount)
    months.set(key, row)
  }
  return [...months.values()]
}

/** GET /Pipeline/target/{type}/{id}/{year}, and the body of a save's 412. */
export async function readUnitTarget(db: Db, unit: TargetUnit, year: number): Promise<UnitTarget> {
  const head = await targetHead(db, unit, year)
  return {
    id: unit.id,
    type: unit.type,
    year,
    targetId: head?.id ?? 0,
    status: head?.status ?? TARGET_STATUS.notSet,
    version: head?.version ?? 0,
    items: head ? await storedMonths(db, head.id) : [],
  }
}

/** GET /Pipeline/target/{year}/{userId}: twelve rows January to December, read by `readerId`. */
export async function readIndividualTarget(
  db: Db,
  userId: number,
  year: number,
  readerId: number,
): Promise<IndividualTarget> {
  const head = await targetHead(db, { type: 'rm', id: userId }, year)
  const stored = head ? await storedMonths(db, head.id) : []
  const items = Array.from(
    { length: MONTHS_IN_TARGET },
    (_, index) =>
      stored.find((row) => row.year === year && row.month === index + 1) ??
      emptyMonth(year, index + 1),
  )
  return {
    id: head?.id ?? 0,
    userId,
    year,
    status: head?.status ?? TARGET_STATUS.notSet,
    self_target: userId === readerId,
    version: head?.version ?? 0,
    items,
  }
}

/** The personal target's status text and version; undefined when not set. */
export async function readTargetStatus(
  db: Db,
  userId: number,
  year: number,
): Promise<{ text: string; version: number } | undefined> {
  const head = await targetHead(db, { type: 'rm', id: userId }, year)
  return head ? { text: head.status, version: head.version } : undefined
}
