/** The invoice lists: To be Invoice (flag 1) and Invoiced (flag 0). Forms live in invoiceForms.ts. */

import {
  answerId,
  answerList,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  nullable,
  type AnswerShape,
} from './answer.ts'
import type { IdText, Versioned } from './common.ts'
import { monthColumnsAnswer, type MonthColumn } from './projection.ts'
import { array, decimal, integer, literal, object, type Validator } from './validate.ts'
import { idOrZero, yyyymm } from './fields.ts'
import { route } from './route.ts'

export interface InvoiceListFilter {
  from: number
  to: number
  tribe: number
  segment: number
  rm: number
  /** 1 to be invoiced, 0 invoiced. */
  flag: 0 | 1
}

/**
 * An RM or tribe of an invoice with its share. The share fields are this API's addition (the form
 * edits them); a list without them still reads.
 */
export interface InvoiceShareTag extends IdText {
  percent?: number
  nominal?: number
  usePercent?: boolean
}

export interface InvoiceItem extends Versioned {
  invoiceId: number
  /** 0 for an invoice without a deal. */
  dealId: number
  dealName: string
  client: IdText | null
  /** YYYY-MM-DD (the invoice period). */
  invoiceDate: string
  amount: number
  remarks: string
  year: number
  month: number
  /** The month column 1..5. */
  stage: number
  rms: InvoiceShareTag[]
  tribes: InvoiceShareTag[]
  branch: IdText | null
  segment: IdText | null
  filename: string
  contact: IdText | null
  /** The deal's access list (the creator for an invoice without a deal). */
  access: IdText[]
  pic: IdText | null
}

export interface InvoiceList {
  stages: MonthColumn[]
  invoice: InvoiceItem[]
}

const listFlag: Validator<0 | 1> = (input, field) => {
  const result = literal('0', '1')(input, field)
  return result.ok ? { ok: true, value: result.value === '1' ? 1 : 0 } : result
}

export const invoiceListParams: Validator<InvoiceListFilter> = object({
  from: yyyymm({ allowZero: true }),
  to: yyyymm({ allowZero: true }),
  tribe: idOrZero(),
  segment: idOrZero(),
  rm: idOrZero(),
  flag: listFlag,
})

/** The five-segment form's params: no RM segment (all RMs). */
export type DefaultInvoiceListFilter = Omit<InvoiceListFilter, 'rm'>

/** The invoices' fields the PWA relies on (the others are kept as sent). */
export const invoiceItemShape: AnswerShape<InvoiceItem> = {
  invoiceId: answerId(),
  dealId: integer({ min: 0 }),
  dealName: answerText(),
  client: nullable(idTextAnswer),
  invoiceDate: answerText(),
  amount: decimal(),
  year: integer(),
  month: integer({ min: 1, max: 12 }),
  stage: integer(),
  rms: array(idTextAnswer),
  version: answerVersion(),
}

/** The answer as the PWA relies on it: five month columns, and the invoices' shown fields. */
const invoiceListAnswer = answerObject<InvoiceList>({
  stages: monthColumnsAnswer,
  invoice: answerList<InvoiceItem>(invoiceItemShape),
})

export const INVOICE_LIST_ROUTES = {
  /**
   * Five month columns from `from`; when 0, the current month and the four after it (to be
   * invoiced) or the current month and the four before it (invoiced). Items in those months, up
   * to `to`.
   */
  list: route<InvoiceList, InvoiceListFilter>({
    method: 'GET',
    pattern: '/pipeline/invoice/:from{[0-9]+}/:to/:tribe/:segment/:rm/:flag',
    params: invoiceListParams,
    answer: invoiceListAnswer,
  }),
  /** The spec's default path /pipeline/invoice/0/0/0/0/1: the list without an RM segment. */
  defaultList: route<InvoiceList, DefaultInvoiceListFilter>({
    method: 'GET',
    pattern: '/pipeline/invoice/:from{[0-9]+}/:to/:tribe/:segment/:flag',
    params: object({
      from: yyyymm({ allowZero: true }),
      to: yyyymm({ allowZero: true }),
      tribe: idOrZero(),
      segment: idOrZero(),
      flag: listFlag,
    }),
    answer: invoiceListAnswer,
  }),
}
