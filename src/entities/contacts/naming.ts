import type { TableNaming } from '../../sync/entityModule.ts'
import { namedBy, rowNamedBy } from '../naming.ts'

export const CONTACTS_NAMING: Readonly<Record<string, TableNaming>> = {
  contacts: { noun: 'contact', fromOp: namedBy('name'), fromRow: rowNamedBy('name') },
}
