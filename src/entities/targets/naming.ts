import { ADD_TARGET_MENU } from '../../domain/targetTypes.ts'
import type { TargetType } from '../../domain/targetTypes.ts'
import type { TableNaming } from '../../sync/entityModule.ts'
import { nameText } from '../naming.ts'
import { readRow } from '../readRow.ts'

const TARGET_TYPE_LABEL = new Map<string, string>(
  ADD_TARGET_MENU.map((item) => [item.type, item.label]),
)

/** Where a target's unit is named: the master lists. */
const UNIT_TABLE: Readonly<Record<TargetType, string>> = {
  tribe: 'tribes',
  segment: 'segments',
  branch: 'branches',
  rm: 'rms',
}

/** A target by its unit and year: 'Tribe Digital, 2027'. */
export function targetSubject(type: unknown, unitName: string | null, year: unknown): string {
  const label = (typeof type === 'string' && TARGET_TYPE_LABEL.get(type)) || 'Target'
  const unit = unitName ?? (label === 'Target' ? '' : 'target')
  const of = unit ? `${label} ${unit}` : label
  return typeof year === 'number' ? `${of}, ${year}` : of
}

export const TARGETS_NAMING: Readonly<Record<string, TableNaming>> = {
  targets: {
    noun: 'target',
    async subject(database, op) {
      const { type, unitId, year } = op.args
      const table = typeof type === 'string' ? UNIT_TABLE[type as TargetType] : undefined
      const unit = table ? await readRow(database, table, unitId) : undefined
      return targetSubject(type, nameText(unit?.name) ?? nameText(unit?.text), year)
    },
  },
}
