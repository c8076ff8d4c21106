import type { TableNaming } from '../../sync/entityModule.ts'
import { namedBy, rowNamedBy } from '../naming.ts'

export const CLIENTS_NAMING: Readonly<Record<string, TableNaming>> = {
  clients: { noun: 'client company', fromOp: namedBy('company'), fromRow: rowNamedBy('company') },
}
