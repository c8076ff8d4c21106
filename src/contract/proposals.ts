/**
 * Proposals with their invoice periods, the projected invoice update, and the individual and
 * team (pic) proposal lists (sales-activity-spec sections 3, 7).
 */
import { answerList, answerObject, answerText, idTextAnswer, pageInfoAnswer } from './answer.ts'
import { array, integer, object, optional, refine, text, type Validator } from './validate.ts'
import type { Infer } from './validate.ts'
import { amount, id, idOrZero, ids, MAX_FIELD_TEXT, month, year, ymd } from './fields.ts'
import { attachmentFields, attachmentProblems, DOCUMENT_EXTENSIONS } from './uploadRules.ts'
import { route } from './route.ts'
import {
  individualListParams,
  individualMonthListParams,
  type IndividualListParams,
  type IndividualMonthListParams,
} from './visits.ts'

/** Deal types of the master proposalTypes list: Workshop is type 1, any other is type 2. */
export const PROPOSAL_TYPE = { workshop: 1, other: 2 } as const

/** One invoice period of a proposal; id 0 for a new period. */
export type ProposalInvoiceLine = Infer<typeof invoiceLine>

/** POST /pipeline/proposal and PUT /pipeline/proposal/{id}. */
export type ProposalPayload = Infer<typeof proposalCreate>

/**
 * { proposalType: { text }, filename } as the spec reads it, plus the proposal's id, deal and
 * version and its invoice periods with their ids (offline-created proposals and periods get their
 * server ids from it). A PUT that sends no file keeps the stored file and its filename.
 */
export interface ProposalResponse {
  proposalType: { text: string }
  filename: string
  id: number
  dealId: number
  version: number
  invoices: ProposalInvoiceLine[]
}

/** A stored proposal: the body of a 412 on PUT /pipeline/proposal/{id}. */
export interface StoredProposal {
  id: number
  dealId: number
  typeId: number
  proposalType: { id: number; text: string }
  sentById: number
  sentDate: string | null
  contactIds: number[]
  filename: string
  proposalValue: number
  invoices: ProposalInvoiceLine[]
  version: number
}

/** POST /pipeline/projection/invoice: moves or edits one projected invoice of a deal. */
export type ProjectedInvoicePayload = Infer<typeof projectedInvoicePayload>

/**
 * The spec does not show this answer: the projected invoice (an invoice period of the deal's
 * proposal, the projection item's invoiceId) as stored, with its version. A moved date adds a
 * 'tobedate' journal entry, a changed amount or remark a 'tobeamount' entry. If-Match names the
 * projection item's version; a stale one answers 412 with the current projection item.
 */
export interface ProjectedInvoiceResponse {
  dealId: number
  invoiceId: number
  invoiceDate: string
  month: number
  year: number
  amount: number
  remarks: string
  version: number
}

/** A row of the individual (/Pipeline/ind/proposal) and team (/pipeline/pic/proposal) lists. */
export type ProposalRow = ProposalList['items'][number]
export type ProposalList = Infer<typeof proposalListAnswer>

const invoiceLine = object({
  id: idOrZero(),
  invoiceDate: ymd(),
  invoiceAmount: amount(),
  remarks: optional(text({ max: MAX_FIELD_TEXT }), ''),
})

const proposalFields = (idRule: Validator<number>) =>
  refine(
    object({
      /** 0 when creating. */
      id: idRule,
      userId: id(),
      dealId: id(),
      sentById: id(),
      typeId: id(),
      sentDate: ymd(),
      contactIds: ids(),
      ...attachmentFields,
      proposalValue: amount(),
      invoices: array(invoiceLine, { min: 1 }),
    }),
    (proposal) => attachmentProblems(proposal, DOCUMENT_EXTENSIONS),
  )
const proposalCreate = proposalFields(idOrZero())
const proposalUpdate = proposalFields(id())

/**
 * Required: userId, dealId, sentById (Send by), typeId, sentDate (YYYY-MM-DD), proposalValue and at
 * least one invoice period. A file, when attached, is a pdf, doc(x), ppt(x), xls(x), png or jp(e)g
 * in base64. With `mode: 'update'` the id must be set.
 */
export function proposalPayload(mode: 'create' | 'update' = 'create'): Validator<ProposalPayload> {
  return mode === 'update' ? proposalUpdate : proposalCreate
}

/** All fields required; invoiceDate must fall in the given month and year. */
export const projectedInvoicePayload = refine(
  object({
    dealId: id(),
    invoiceId: id(),
    userId: id(),
    month: month(),
    year: year(),
    amount: amount(),
    remarks: optional(text({ max: MAX_FIELD_TEXT }), ''),
    /** Falls in `month` of `year`. */
    invoiceDate: ymd(),
  }),
  (update) => {
    const [invoiceYear, invoiceMonth] = update.invoiceDate.split('-').map(Number)
    return invoiceYear === update.year && invoiceMonth === update.month
      ? null
      : { field: 'invoiceDate', description: 'invoiceDate must fall in the given month and year' }
  },
)

const idTexts = () => array(idTextAnswer)

/** A page of the individual or team proposal list: newest delivery date first. */
export const proposalListAnswer = answerObject({
  items: answerList({
    /** The proposal id (for the see_proposal dialog). */
    id: integer({ min: 1 }),
    dealId: integer({ min: 1 }),
    name: answerText(),
    client: idTextAnswer,
    /** id 1 is Workshop, 2 other. */
    type: idTextAnswer,
    sentBy: answerText(),
    sentById: integer({ min: 0 }),
    sentDate: answerText(),
    receiverClients: idTexts(),
    filename: answerText(),
    proposalValue: integer({ min: 0 }),
    invoices: answerList({
      id: integer({ min: 1 }),
      invoiceDate: answerText(),
      invoiceAmount: integer({ min: 0 }),
      remarks: answerText(),
    }),
    lastUpdated: answerText(),
    rms: idTexts(),
    segments: idTexts(),
  }),
  info: pageInfoAnswer,
})

/**
 * The proposal calls (sales-activity-spec section 7). The lists' paths are written with
 * visits.ts individualListValues: range-picker dates YYYYMMDD (or 0 for all), search '*' for none.
 * Existing clients ask the same lists by months of a year (the ...ByMonths calls).
 */
export const PROPOSAL_ROUTES = {
  create: route<ProposalResponse, Record<string, never>, ProposalPayload>({
    method: 'POST',
    pattern: '/pipeline/proposal',
    body: proposalPayload('create'),
  }),
  update: route<ProposalResponse, { proposalId: number }, ProposalPayload>({
    method: 'PUT',
    pattern: '/pipeline/proposal/:proposalId',
    params: object({ proposalId: id() }),
    body: proposalPayload('update'),
  }),
  updateProjectedInvoice: route<
    ProjectedInvoiceResponse,
    Record<string, never>,
    ProjectedInvoicePayload
  >({
    method: 'POST',
    pattern: '/pipeline/projection/invoice',
    body: projectedInvoicePayload,
  }),
  individualList: route<ProposalList, IndividualListParams>({
    method: 'GET',
    pattern: '/Pipeline/ind/proposal/:userId/:fromDate/:toDate/:page/:perPage/:search',
    params: individualListParams,
    answer: proposalListAnswer,
  }),
  picList: route<ProposalList, IndividualListParams>({
    method: 'GET',
    pattern: '/pipeline/pic/proposal/:userId/:fromDate/:toDate/:page/:perPage/:search',
    params: individualListParams,
    answer: proposalListAnswer,
  }),
  individualListByMonths: route<ProposalList, IndividualMonthListParams>({
    method: 'GET',
    pattern: '/Pipeline/ind/proposal/:userId/:fromMonth/:toMonth/:year/:page/:perPage/:search',
    params: individualMonthListParams,
    answer: proposalListAnswer,
  }),
  picListByMonths: route<ProposalList, IndividualMonthListParams>({
    method: 'GET',
    pattern: '/pipeline/pic/proposal/:userId/:fromMonth/:toMonth/:year/:page/:perPage/:search',
    params: individualMonthListParams,
    answer: proposalListAnswer,
  }),
}
