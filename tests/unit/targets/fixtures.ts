import type { TargetMonthRead, UnitTarget } from '../../../src/contract/targets.ts'
import { TARGET_STATUS } from '../../../src/domain/targets.ts'
import { targetKey, type TargetRow } from '../../../src/entities/targets/targetRows.ts'

/** A month's four amounts: proposals, visits, proposal value, sales. */
export const month = (
  monthNumber: number,
  year = 2026,
  changes: Partial<TargetMonthRead> = {},
): TargetMonthRead => ({
  month: monthNumber,
  year,
  no_proposal: 4,
  sales_visit: 10,
  proposal_value: 500_000_000,
  sales: 250_000_000,
  ...changes,
})

export const march = month(3)

/** A target row as a read stores it (an RM's personal target of 2026 unless told). */
export function targetRow(changes: Partial<TargetRow> = {}): TargetRow {
  const type = changes.type ?? 'rm'
  const unitId = changes.unitId ?? 8
  const year = changes.year ?? 2026
  return {
    key: targetKey(type, unitId, year),
    type,
    unitId,
    year,
    targetId: 41,
    status: TARGET_STATUS.needApproval,
    items: [month(1, year), month(2, year)],
    version: 2,
    ...changes,
  }
}

/** The target as GET /Pipeline/target/{type}/{id}/{year} answers it: also a 412 body. */
export const unitTarget = (changes: Partial<UnitTarget> = {}): UnitTarget => ({
  id: 8,
  type: 'rm',
  year: 2026,
  targetId: 41,
  status: TARGET_STATUS.approved,
  items: [month(1, 2026, { sales: 900_000_000 })],
  version: 6,
  ...changes,
})
