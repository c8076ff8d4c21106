/**
 * The invoice form's fields as the invoice ops carry them (src/sync/invoiceOps.ts): the row they
 * set on `invoices` (the list call's InvoiceItem), the payload they send, and how the server's
 * answers (a save, a 412 body) read as row fields.
 */
import type { InvoicePayload } from '../../contract/invoiceForms.ts'
import { isRecord } from '../../contract/validate.ts'
import { numberFields, type WriteBack } from '../../sync/opType.ts'
import type { Row } from '../../sync/syncDb.ts'

/** The names the row shows while the op waits (the payload carries ids only). */
export interface InvoiceNames {
  client: string
  /** '' when no contact. */
  contact: string
  /** '' when blank. */
  branch: string
  /** '' when blank. */
  pic: string
  /** The RMs' names, in the order of the payload's `rms`. */
  rms: string[]
  /** The tribes' names, in the order of the payload's `tribes`. */
  tribes: string[]
}

/** What the invoice form saves: the payload less what the op adds when it is sent, plus names. */
export type InvoiceFields = Omit<InvoicePayload, 'id' | 'userId'> & { names: InvoiceNames }

const hasNewFile = (fields: InvoiceFields): boolean => fields.fileBase64 !== ''

const named = (id: number, text: string) => (id > 0 ? { id, text } : null)

/** The period's year and month, as the list answers them (the board places invoices by them). */
function periodFields(invoiceDate: string): Row {
  const year = Number(invoiceDate.slice(0, 4))
  const month = Number(invoiceDate.slice(5, 7))
  return Number.isInteger(year) && Number.isInteger(month) && month >= 1 && month <= 12
    ? { year, month }
    : {}
}

/** The row fields a save sets (never the file's bytes; the file name only with a new file). */
export function invoiceRowFields(fields: InvoiceFields): Row {
  const { names } = fields
  const row: Row = {
    dealId: fields.dealId,
    dealName: fields.dealName,
    client: { id: fields.clientId, text: names.client },
    invoiceDate: fields.invoiceDate,
    ...periodFields(fields.invoiceDate),
    amount: fields.amount,
    remarks: fields.remarks,
    contact: named(fields.contactId, names.contact),
    rms: fields.rms.map(({ userId, percent, nominal, usePercent }, index) => ({
      id: userId,
      text: names.rms[index] ?? '',
      percent,
      nominal,
      usePercent,
    })),
    tribes: fields.tribes.map(({ tribeId, percent, nominal, usePercent }, index) => ({
      id: tribeId,
      text: names.tribes[index] ?? '',
      percent,
      nominal,
      usePercent,
    })),
    branch: named(fields.branchId, names.branch),
    pic: named(fields.picId, names.pic),
  }
  if (hasNewFile(fields)) row.filename = fields.filename
  return row
}

export function invoiceBody(id: number, fields: InvoiceFields, userId: number): InvoicePayload {
  return {
    id,
    clientId: fields.clientId,
    dealId: fields.dealId,
    dealName: fields.dealName,
    userId,
    invoiceDate: fields.invoiceDate,
    amount: fields.amount,
    remarks: fields.remarks,
    contactId: fields.contactId,
    fileBase64: fields.fileBase64,
    filename: hasNewFile(fields) ? fields.filename : '',
    rms: fields.rms.map((share) => ({ ...share })),
    tribes: fields.tribes.map((share) => ({ ...share })),
    branchId: fields.branchId,
    picId: fields.picId,
  }
}

/**
 * Every save answers { invoiceId, dealId, invoiceDate, version }: a create's server id, and the
 * deal's server id (the row was made with the deal's temp id when the deal was created offline).
 */
export function invoiceWriteBack(answer: unknown): WriteBack {
  const { invoiceId, ...patch } = numberFields(answer, ['invoiceId', 'dealId', 'version'])
  if (isRecord(answer) && typeof answer.invoiceDate === 'string') {
    Object.assign(patch, { invoiceDate: answer.invoiceDate }, periodFields(answer.invoiceDate))
  }
  return { patch, ...(typeof invoiceId === 'number' ? { id: invoiceId } : {}) }
}

/**
 * A 412 body is the stored invoice ({ id, clientId, dealId, dealName, invoiceDate, amount, ...,
 * status, version }): its fields the row keeps as they are. Ids without names (client, contact,
 * shares, branch, pic) are left out, so taking theirs keeps the names the row had. Reading its own
 * answer again gives the same state (the outbox keeps the state, take theirs reads it again).
 */
export function invoiceServerState(body: unknown): Row | null {
  if (!isRecord(body)) return null
  const invoiceId = typeof body.invoiceId === 'number' ? body.invoiceId : body.id
  if (typeof invoiceId !== 'number' || typeof body.version !== 'number') return null
  const state: Row = { invoiceId, ...numberFields(body, ['dealId', 'amount', 'version']) }
  for (const field of ['dealName', 'invoiceDate', 'remarks', 'filename']) {
    if (typeof body[field] === 'string') state[field] = body[field]
  }
  if (typeof body.invoiceDate === 'string') Object.assign(state, periodFields(body.invoiceDate))
  if (body.status === 'tobe' || body.status === 'invoiced') state.status = body.status
  return state
}
