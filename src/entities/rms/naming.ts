import type { TableNaming } from '../../sync/entityModule.ts'
import { namedBy, rowNamedBy } from '../naming.ts'

export const RMS_NAMING: Readonly<Record<string, TableNaming>> = {
  rms: { noun: 'relationship manager', fromOp: namedBy('name'), fromRow: rowNamedBy('name') },
}
