/**
 * The report units' items as the selectors offer them, from master data: tribes (with "All
 * Tribes", id 0, first), relationship managers, branches and segments.
 */
import { ALL_TRIBES_LABEL, REPORT_UNITS, type ReportUnit } from '../../domain/reports.ts'
import type { SelectOption } from '../../ui/SelectField.tsx'
import { useMasterList, useMasterRms } from '../../entities/master/useMasterData.ts'

export const UNIT_OPTIONS: readonly SelectOption[] = REPORT_UNITS.map((unit, index) => ({
  value: index,
  label: unit.label,
}))

export const unitIndex = (unit: ReportUnit): number =>
  REPORT_UNITS.findIndex((each) => each.unit === unit)

export const unitAt = (index: number): ReportUnit => REPORT_UNITS[index]?.unit ?? 'tribe'

export const unitLabel = (unit: ReportUnit): string => REPORT_UNITS[unitIndex(unit)]?.label ?? ''

/** The items of each unit; undefined while master data is read. */
export function useUnitItems(): Record<ReportUnit, SelectOption[]> | undefined {
  const tribes = useMasterList('tribes')
  const rms = useMasterRms()
  const branches = useMasterList('branches')
  const segments = useMasterList('segments')
  if (!tribes || !rms || !branches || !segments) return undefined
  return {
    tribe: [
      { value: 0, label: ALL_TRIBES_LABEL },
      ...tribes.map((tribe) => ({ value: tribe.id, label: tribe.text })),
    ],
    rm: rms.map((rm) => ({ value: rm.userId, label: rm.name })),
    branch: branches.map((branch) => ({ value: branch.id, label: branch.text })),
    segment: segments.map((segment) => ({ value: segment.id, label: segment.text })),
  }
}
