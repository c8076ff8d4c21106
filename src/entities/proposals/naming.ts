import type { TableNaming } from '../../sync/entityModule.ts'
import { fieldsBefore, nameText, rowNamedBy } from '../naming.ts'

/** Named as the deal it is of. */
const OF_DEAL = { table: 'deals', field: 'dealId' }

export const PROPOSALS_NAMING: Readonly<Record<string, TableNaming>> = {
  proposals: { noun: 'proposal', namedAs: OF_DEAL },
  projectionItems: {
    noun: 'projected invoice',
    namedAs: OF_DEAL,
    fromOp: (op) => nameText(fieldsBefore(op).dealName),
    fromRow: rowNamedBy('dealName'),
  },
}
