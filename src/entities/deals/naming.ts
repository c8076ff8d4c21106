import type { TableNaming } from '../../sync/entityModule.ts'
import { fieldsBefore, nameText, rowNamedBy } from '../naming.ts'

/** Named as the deal it is of. */
const OF_DEAL = { table: 'deals', field: 'dealId' }

/** The deal module's tables in words: a deal by its name; its parts by their deal's. */
export const DEALS_NAMING: Readonly<Record<string, TableNaming>> = {
  deals: {
    noun: 'deal',
    // Its row holds its name as it is now (renamed since the op, or a stage move carries none).
    rowFirst: true,
    fromRow: rowNamedBy('dealName'),
    fromOp: (op) =>
      op.type === 'deal.create' ? nameText(op.args.name) : nameText(fieldsBefore(op).dealName),
  },
  statusUpdates: { noun: 'status update', namedAs: OF_DEAL },
}
