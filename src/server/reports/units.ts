import type { ChartParams, ReportUnit } from '../../contract/reports.ts'
import { ROLE } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import { notFound } from '../http/errors.ts'
import type { FigureScope } from './figures.ts'

/** One item of a unit: a tribe, an RM, a branch or a segment. */
export interface UnitItem {
  id: number
  name: string
}

/** The items of each unit, by name: the RMs are the users of role 5 not deleted. */
const UNIT_ITEMS: Record<ReportUnit, string> = {
  tribe: 'SELECT id, name FROM tribes',
  rm: `SELECT id, name FROM users WHERE role_id = ${ROLE.rm} AND deleted_at IS NULL`,
  branch: 'SELECT id, name FROM branches',
  segment: 'SELECT id, name FROM segments',
}

/** Every item of a unit, ordered by name (then id). */
export function unitItems(db: Db, unit: ReportUnit): Promise<UnitItem[]> {
  return db.query<UnitItem>(`${UNIT_ITEMS[unit]} ORDER BY name, id`)
}

/**
 * The item a report names; any user not deleted is an item of unit rm (an administrator's own
 * individual report too). Unknown: 404 naming the unit ('Tribe not found', 'User not found').
 */
const ONE_ITEM: Record<ReportUnit, string> = {
  tribe: 'SELECT id, name FROM tribes WHERE id = $1',
  rm: 'SELECT id, name FROM users WHERE id = $1 AND deleted_at IS NULL',
  branch: 'SELECT id, name FROM branches WHERE id = $1',
  segment: 'SELECT id, name FROM segments WHERE id = $1',
}
export const UNIT_LABEL: Record<ReportUnit, string> = {
  tribe: 'Tribe',
  rm: 'User',
  branch: 'Branch',
  segment: 'Segment',
}

export async function requireUnitItem(db: Db, unit: ReportUnit, id: number): Promise<UnitItem> {
  const [item] = await db.query<UnitItem>(ONE_ITEM[unit], [id])
  if (!item) throw notFound(UNIT_LABEL[unit])
  return item
}

/** A chart's scope: the All Tribes item (tribe 0) counts every row; any other item must exist. */
export async function chartScope(db: Db, params: ChartParams): Promise<FigureScope> {
  if (params.unit === 'tribe' && params.id === 0) return 'all'
  await requireUnitItem(db, params.unit, params.id)
  return params.unit
}
