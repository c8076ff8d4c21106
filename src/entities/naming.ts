/** What the entity modules' namings (sync/entityModule TableNaming) share. */
import type { OutboxOp } from '../store/outbox.ts'
import type { Row } from '../sync/syncDb.ts'

/** Text that names something: trimmed, null when blank or not text. */
export const nameText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

export const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null

/** The fields an op put aside (an edit's old fields, a delete's whole row). */
export const fieldsBefore = (op: Pick<OutboxOp, 'base'>): Row =>
  isRecord(op.base.fields) ? op.base.fields : {}

/** The name an op carries in `field` of its args, else of the fields it put aside. */
export const namedBy =
  (field: string) =>
  (op: Pick<OutboxOp, 'args' | 'base'>): string | null =>
    nameText(op.args[field]) ?? nameText(fieldsBefore(op)[field])

/** A row's name in `field`. */
export const rowNamedBy =
  (field: string) =>
  (row: Row): string | null =>
    nameText(row[field])
