/**
 * Sales targets as IndexedDB keeps them: one row per unit and year (a tribe, an RM, a segment or a
 * branch; an RM's row is also the personal target), pulled from the target reads and changed by
 * the target ops. Each pulled target is its own one-row list (its fetch time says "as of").
 */
import type { IndividualTarget, TargetMonthRead, UnitTarget } from '../../contract/targets.ts'
import { TARGET_TYPES, type TargetType } from '../../domain/targetTypes.ts'

export interface TargetRow {
  /** targetKey(type, unitId, year). */
  key: number
  type: TargetType
  /** The tribe, RM (user), segment or branch id. */
  unitId: number
  year: number
  /** The server's id of the target; 0 while not set. */
  targetId: number
  status: string
  /** The months the target holds, in order (a personal target read answers all twelve). */
  items: TargetMonthRead[]
  /**
   * 0 while not set (If-Match "0" then expects no target yet); null for a target saved here that
   * this device never read (its ops are sent without If-Match).
   */
  version: number | null
}

export const TARGET_STORES = {
  targets: '&key, [type+year]',
} as const

/**
 * One number per unit and year, as the outbox keys entities by number: type, year and unit id
 * side by side (unit ids below 10^9, years of four digits).
 */
export function targetKey(type: TargetType, unitId: number, year: number): number {
  return ((TARGET_TYPES.indexOf(type) + 1) * 10_000 + year) * 1_000_000_000 + unitId
}

/** The one-row list a pulled target is kept under. */
export const targetListKey = (type: TargetType, unitId: number, year: number): string =>
  `target:${type}:${unitId}:${year}`

export function targetRowOfUnit(target: UnitTarget): TargetRow {
  return {
    key: targetKey(target.type, target.id, target.year),
    type: target.type,
    unitId: target.id,
    year: target.year,
    targetId: target.targetId,
    status: target.status,
    items: target.items,
    version: target.version,
  }
}

export function targetRowOfIndividual(target: IndividualTarget): TargetRow {
  return {
    key: targetKey('rm', target.userId, target.year),
    type: 'rm',
    unitId: target.userId,
    year: target.year,
    targetId: target.id,
    status: target.status,
    items: target.items,
    version: target.version,
  }
}
