import type { TableNaming } from '../../sync/entityModule.ts'
import { namedBy, rowNamedBy } from '../naming.ts'

export const TEAMS_NAMING: Readonly<Record<string, TableNaming>> = {
  teams: { noun: 'team', fromOp: namedBy('name'), fromRow: rowNamedBy('name') },
}
