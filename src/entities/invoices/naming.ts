import type { TableNaming } from '../../sync/entityModule.ts'
import { fieldsBefore, isRecord, nameText } from '../naming.ts'

/** An invoice by its deal's name, else its company's. */
export const INVOICES_NAMING: Readonly<Record<string, TableNaming>> = {
  invoices: {
    noun: 'invoice',
    fromOp: (op) => {
      const { args } = op
      const before = fieldsBefore(op)
      const names = isRecord(args.names) ? args.names : {}
      const client = isRecord(before.client) ? before.client.text : null
      return (
        nameText(args.dealName) ??
        nameText(names.client) ??
        nameText(before.dealName) ??
        nameText(client)
      )
    },
    fromRow: (row) =>
      nameText(row.dealName) ?? nameText(isRecord(row.client) ? row.client.text : null),
  },
}
