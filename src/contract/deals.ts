/** Deals: create, update, delete, detail, client info and owners (core-spec sections 3, 7). */

import { MAX_SHARES_PERCENT, sharesOverWhole, sharesPercentTotal } from '../domain/shares.ts'
import type { IdText, Versioned } from './common.ts'
import {
  array,
  boolean,
  decimal,
  integer,
  object,
  optional,
  refine,
  text,
  type FieldError,
  type Infer,
  type Validator,
} from './validate.ts'
import { id, idOrZero, percent, probability, stageId, ymd } from './fields.ts'
import { route } from './route.ts'
import {
  answerId,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  nullable,
  unchecked,
} from './answer.ts'

export const DEAL_NAME_MAX = 200

/** New deal payload (core-spec section 3). contactId and picId are 0 for none. */
export type NewDealRequest = Infer<typeof newDealRequest>
export interface CreateDealResponse extends Versioned {
  id: number
  name: string
  clientId: number
}

/** Deal name save payload (PUT /pipeline/{id}). */
export type UpdateDealRequest = Infer<typeof updateDealRequest>
export interface UpdateDealResponse extends Versioned {
  id: number
  name: string
}

export interface DeleteDealResponse {
  name: string
}

/** Client info save (PUT /pipeline/client/{clientId}): contactId is required. */
export type ClientInfoRequest = Infer<typeof clientInfoRequest>

export type RmShareInput = OwnersRequest['rms'][number]
export type TribeShareInput = OwnersRequest['tribes'][number]

/** Deal owners payload (POST /pipeline/owners). NaN shares are sent as 0. */
export type OwnersRequest = Infer<typeof ownersFields>
export interface DealIdResponse {
  dealId: number
}
export interface OwnersResponse extends DealIdResponse, Versioned {}

// Deal detail (api-notes "Shapes") -------------------------------------------------------------

export interface TribeShare {
  id: number
  text: string
  percent: number
  nominal: number
  usePercent: boolean
}
export type RmShare = DealDetail['rms'][number]
export type ProposalInvoiceLine = DealProposal['invoices'][number]
export type DealProposal = NonNullable<DealDetail['proposal']>
export type DealDocument = NonNullable<Infer<typeof documentAnswer>>
export type JournalType =
  | 'prop'
  | 'stage'
  | 'invoice'
  | 'created'
  | 'meeting'
  | 'prob'
  | 'pnl'
  | 'tobeamount'
  | 'tobe'
  | 'invoiced'
  | 'tobedate'
/** A journal entry's header or author, read as `header1.text`. */
export interface JournalText {
  text: string
}
export type JournalEntry = DealDetail['history'][number]
/** An invoice period as a 'prop' entry records it. */
export interface JournalInvoicePeriod {
  /** YYYY-MM-DD */
  invoiceDate: string
  invoiceAmount: number
  remarks: string
}
/**
 * The info of a 'prop' journal entry: the proposal as the entry saved it. `id` is the proposal's
 * document id (the document view key 1/{id}/{userId}); `proposalId` is the same id.
 */
export interface ProposalJournalInfo {
  id: number
  proposalId: number
  filename: string
  proposalValue: number
  proposalType: string
  /** YYYY-MM-DD; null when the proposal has no sent date. */
  sentDate: string | null
  /** The proposal's invoice periods when the entry was made. */
  invoices: JournalInvoicePeriod[]
}
export type DealDetail = Infer<typeof dealDetailAnswer>

/**
 * GET /pipeline/summary/{dealId} (the spec names the call, not its answer): the deal at a glance,
 * as the pipeline page's summary tab shows it. Amounts are IDR; the current proposal is the
 * deal's latest one.
 */
export interface DealSummary extends Versioned {
  dealId: number
  dealName: string
  client: IdText
  stage: IdText
  state: { text: 'Won' | 'Lost' | 'Open' }
  probability: number
  /** Days since the deal was created. */
  age: number
  dealDate: string
  rms: IdText[]
  tribes: IdText[]
  /** The current proposal's value, 0 when there is none. */
  proposalValue: number
  /** proposalValue times probability / 100, rounded. */
  valueAfterProbability: number
  proposals: number
  /** How many invoice periods the current proposal has (0 blocks Won). */
  invoicePeriod: number
  invoicePeriods: ProposalInvoiceLine[]
  /** Sum of the invoice periods. */
  projectedAmount: number
  /** Sums of the deal's invoices still to be invoiced, and invoiced. */
  toBeInvoicedAmount: number
  invoicedAmount: number
  visits: number
  /** YYYY-MM-DD of the latest visit, null when none. */
  lastVisitDate: string | null
  /** The newest status update, null when none. */
  lastStatus: { status: string; lastUpdated: string } | null
}

// Validators -----------------------------------------------------------------------------------

const dealName = text({ min: 1, max: DEAL_NAME_MAX })

export const newDealRequest = object({
  userId: id(),
  clientId: id(),
  contactId: optional(idOrZero(), 0),
  dealDate: ymd(),
  tribeId: id(),
  segmentId: id(),
  branchId: id(),
  userIdRM: id(),
  name: dealName,
  stageId: stageId(),
  probability: probability(),
  picId: optional(idOrZero(), 0),
})

export const updateDealRequest = object({
  id: id(),
  userId: id(),
  name: dealName,
  clientId: id(),
  contactId: optional(idOrZero(), 0),
  dealDate: ymd(),
  segmentId: id(),
  branchId: id(),
  stageId: stageId(),
  probability: probability(),
  picId: optional(idOrZero(), 0),
})

export const clientInfoRequest = object({
  clientId: id(),
  dealId: id(),
  userId: id(),
  companyName: optional(text({ max: 300 }), ''),
  contactId: id(),
  memberIds: optional(array(id(), { max: 100 }), []),
})

/** NaN or missing share values are stored as 0 (sales-activity-spec section 5). */
const shareNumber =
  (validator: Validator<number>): Validator<number> =>
  (input, field) =>
    input === null || input === undefined || (typeof input === 'number' && Number.isNaN(input))
      ? { ok: true, value: 0 }
      : validator(input, field)

const ownersFields = object({
  dealId: id(),
  userId: id(),
  segmentId: id(),
  branchId: id(),
  consultants: optional(array(id(), { max: 50 }), []),
  rms: array(
    object({
      userId: id(),
      percent: shareNumber(percent()),
      nominal: shareNumber(decimal({ min: 0, max: 9e15 })),
      usePercent: optional(boolean(), true),
    }),
    { max: 50 },
  ),
  tribes: array(
    object({
      tribeId: id(),
      percent: shareNumber(percent()),
      nominal: shareNumber(decimal({ min: 0, max: 9e15 })),
      usePercent: optional(boolean(), true),
    }),
    { max: 50 },
  ),
  picId: optional(idOrZero(), 0),
})

/** Each list's percent shares add up to 100 at most (domain/shares.ts sharesOverWhole). */
const sharesWithinWhole = (owners: OwnersRequest): FieldError[] =>
  (['tribes', 'rms'] as const)
    .filter((list) => sharesOverWhole(owners[list]))
    .map((list) => ({
      field: list,
      description: `${list} percent shares add up to ${percentTotalText(owners[list])}%, more than ${MAX_SHARES_PERCENT}`,
    }))

const percentTotalText = (shares: readonly { percent: number }[]): string =>
  String(Math.round(sharesPercentTotal(shares) * 100) / 100)

/** The owners payload; each list's percent shares add up to 100 at most. */
export const ownersRequest: Validator<OwnersRequest> = refine(ownersFields, sharesWithinWhole)

const dealParams = object({ dealId: id() })

/** The deal calls (core-spec section 7), in the order a server registers them. */
const documentAnswer = nullable(answerObject({ id: integer(), filename: answerText() }))

/**
 * What the PWA reads of a deal detail (the detail screen, the briefcase, the change feed): journal
 * headers are read in either form an answer gives them (text or { text }), so they are not checked.
 */
export const dealDetailAnswer = answerObject({
  id: answerId(),
  name: answerText(),
  probability: integer(),
  /** Days since the deal was created. */
  age: unchecked<number>(),
  /** Days spent in each of the five stages (Lead In .. Negotiation). */
  stages: unchecked<[number, number, number, number, number]>(),
  dealDate: answerText(),
  /** The same id as clientCompany.id (both are read by clients). */
  clientId: integer(),
  clientCompany: idTextAnswer,
  clientContact: nullable(idTextAnswer),
  clientMembers: array(idTextAnswer),
  /** Won, Lost or Open. */
  state: answerObject({ text: unchecked<'Won' | 'Lost' | 'Open'>() }),
  stage: idTextAnswer,
  segment: nullable(idTextAnswer),
  branch: nullable(idTextAnswer),
  tribe: unchecked<IdText | null>(),
  tribes: unchecked<TribeShare[]>(),
  rms: array(
    answerObject({
      userId: integer(),
      name: answerText(),
      email: unchecked<string>(),
      /** The same value as `percent` (both spellings are read by clients). */
      percentage: unchecked<number>(),
      percent: unchecked<number>(),
      nominal: unchecked<number>(),
      usePercent: unchecked<boolean>(),
    }),
  ),
  access: array(idTextAnswer),
  consultants: array(idTextAnswer),
  pic: unchecked<IdText | null>(),
  proposal: nullable(
    answerObject({
      id: integer(),
      filename: unchecked<string>(),
      /**
       * The path (under the API base) of the file view call GET /File/view/{fileId}; null
       * without a file.
       */
      url: unchecked<string | null>(),
      proposalValue: decimal(),
      proposalType: unchecked<IdText>(),
      sentById: unchecked<number>(),
      sentDate: unchecked<string | null>(),
      contactIds: unchecked<number[]>(),
      invoices: array(
        answerObject({
          id: integer(),
          invoiceDate: answerText(),
          invoiceAmount: unchecked<number>(),
          remarks: unchecked<string>(),
        }),
      ),
      /** The proposal's version, for If-Match on PUT /pipeline/proposal/{id}. */
      version: answerVersion(),
    }),
  ),
  pricing: documentAnswer,
  agreement: documentAnswer,
  history: array(
    answerObject({
      type: unchecked<JournalType>(),
      data: answerObject({
        header1: unchecked<JournalText>(),
        header2: unchecked<JournalText>(),
        header3: unchecked<JournalText>(),
        /** ISO time. */
        updateTime: unchecked<string>(),
        updateBy: unchecked<JournalText>(),
        /** By type; a 'prop' entry's is a ProposalJournalInfo. */
        info: unchecked<Record<string, unknown>>(),
      }),
    }),
  ),
  version: answerVersion(),
  /**
   * When the deal or one of its parts last changed (ISO time): which details a device keeps
   * (domain/detailScope.ts). A provider without it answers none ('').
   */
  updatedAt: optional(answerText(), ''),
})

export const DEAL_ROUTES = {
  /** The deal's summary; any signed-in role. */
  summary: route<DealSummary, { dealId: number }>({
    method: 'GET',
    pattern: '/pipeline/summary/:dealId{[0-9]+}',
    params: dealParams,
  }),
  detail: route<DealDetail, { dealId: number }>({
    method: 'GET',
    pattern: '/Pipeline/detail/:dealId',
    params: dealParams,
    answer: dealDetailAnswer,
  }),
  /** A new deal. */
  create: route<CreateDealResponse, Record<string, never>, NewDealRequest>({
    method: 'POST',
    pattern: '/pipeline',
    body: newDealRequest,
  }),
  /** The deal name save payload. */
  update: route<UpdateDealResponse, { dealId: number }, UpdateDealRequest>({
    method: 'PUT',
    pattern: '/pipeline/:dealId{[0-9]+}',
    params: dealParams,
    body: updateDealRequest,
  }),
  /** Permanent. */
  remove: route<DeleteDealResponse, { dealId: number; userId: number }>({
    method: 'DELETE',
    pattern: '/pipeline/:dealId{[0-9]+}/:userId',
    params: object({ dealId: id(), userId: id() }),
  }),
  /** The deal's client, contact and members. */
  clientInfo: route<void, { clientId: number }, ClientInfoRequest>({
    method: 'PUT',
    pattern: '/pipeline/client/:clientId',
    status: 204,
    params: object({ clientId: id() }),
    body: clientInfoRequest,
  }),
  /** Shares, segment, branch, person in charge, consultants. */
  owners: route<OwnersResponse, Record<string, never>, OwnersRequest>({
    method: 'POST',
    pattern: '/pipeline/owners',
    body: ownersRequest,
  }),
}
