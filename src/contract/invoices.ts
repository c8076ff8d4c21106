/** The invoice lists: To be Invoice (flag 1) and Invoiced (flag 0). Forms live in invoiceForms.ts. */

import {
  answerId,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  nullable,
  unchecked,
} from './answer.ts'
import type { IdText } from './common.ts'
import { monthColumnsAnswer } from './projection.ts'
import { array, decimal, integer, literal, object, type Infer, type Validator } from './validate.ts'
import { idOrZero, yyyymm } from './fields.ts'
import { route } from './route.ts'

const listFlag: Validator<0 | 1> = (input, field) => {
  const result = literal('0', '1')(input, field)
  return result.ok ? { ok: true, value: result.value === '1' ? 1 : 0 } : result
}

export const invoiceListParams = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  /** 1 to be invoiced, 0 invoiced. */
  flag: listFlag,
})
export type InvoiceListFilter = Infer<typeof invoiceListParams>

/** The five-segment form's params: no RM segment (all RMs). */
const defaultInvoiceListParams = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  tribe: idOrZero(),
  segment: idOrZero(),
  flag: listFlag,
})
export type DefaultInvoiceListFilter = Infer<typeof defaultInvoiceListParams>

/**
 * An RM or tribe of an invoice with its share. The share fields are this API's addition (the form
 * edits them); a list without them still reads.
 */
const invoiceShareTagAnswer = answerObject({
  id: integer(),
  text: answerText(),
  percent: unchecked<number | undefined>(),
  nominal: unchecked<number | undefined>(),
  usePercent: unchecked<boolean | undefined>(),
})
export type InvoiceShareTag = Infer<typeof invoiceShareTagAnswer>

/** An invoice as the PWA relies on it: the invoices' shown fields are checked. */
export const invoiceItemAnswer = answerObject({
  invoiceId: answerId(),
  /** 0 for an invoice without a deal. */
  dealId: integer({ min: 0 }),
  dealName: answerText(),
  client: nullable(idTextAnswer),
  /** YYYY-MM-DD (the invoice period). */
  invoiceDate: answerText(),
  amount: decimal(),
  remarks: unchecked<string>(),
  year: integer(),
  month: integer({ min: 1, max: 12 }),
  /** The month column 1..5. */
  stage: integer(),
  rms: array(invoiceShareTagAnswer),
  tribes: unchecked<InvoiceShareTag[]>(),
  branch: unchecked<IdText | null>(),
  segment: unchecked<IdText | null>(),
  filename: unchecked<string>(),
  contact: unchecked<IdText | null>(),
  /** The deal's access list (the creator for an invoice without a deal). */
  access: unchecked<IdText[]>(),
  pic: unchecked<IdText | null>(),
  version: answerVersion(),
})
export type InvoiceItem = Infer<typeof invoiceItemAnswer>

/** The answer as the PWA relies on it: five month columns, and the invoices' shown fields. */
const invoiceListAnswer = answerObject({
  stages: monthColumnsAnswer,
  invoice: array(invoiceItemAnswer),
})
export type InvoiceList = Infer<typeof invoiceListAnswer>

export const INVOICE_LIST_ROUTES = {
  /**
   * Five month columns from `from`; when 0, the current month and the four after it (to be
   * invoiced) or the current month and the four before it (invoiced). Items in those months, up
   * to `to`.
   */
  list: route({
    method: 'GET',
    pattern: '/pipeline/invoice/:from{[0-9]+}/:to/:tribe/:segment/:rm/:flag',
    params: invoiceListParams,
    answer: invoiceListAnswer,
  }),
  /** The spec's default path /pipeline/invoice/0/0/0/0/1: the list without an RM segment. */
  defaultList: route({
    method: 'GET',
    pattern: '/pipeline/invoice/:from{[0-9]+}/:to/:tribe/:segment/:flag',
    params: defaultInvoiceListParams,
    answer: invoiceListAnswer,
  }),
}
