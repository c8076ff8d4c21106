/** Sales visits: create, update and the individual visit list (sales-activity-spec sections 3, 7). */
import { answerList, answerObject, answerText, idTextAnswer, pageInfoAnswer } from './answer.ts'
import { compactDateSegment, searchText } from './calls.ts'
import {
  compactDate,
  id,
  idOrZero,
  ids,
  MAX_FIELD_TEXT,
  month,
  page,
  perPage,
  search,
  time,
  year,
  ymd,
} from './fields.ts'
import { endsBeforeStart } from '../domain/visits.ts'
import { datesInOrder, monthsInOrder } from './reports.ts'
import { route, type PathValues } from './route.ts'
import {
  array,
  integer,
  object,
  optional,
  refine,
  text,
  type FieldError,
  type Infer,
  type Validator,
} from './validate.ts'

/** POST /pipeline/visit and PUT /pipeline/visit/{id}: what its validator reads (visitFields). */
export type VisitPayload = Infer<typeof visitCreate>

/**
 * Both visit calls answer the deal the visit belongs to (0 for a standalone visit), as the spec
 * reads it, plus the visit's id and version: a visit created offline gets its server id from it.
 */
export interface VisitResponse {
  dealId: number
  id: number
  version: number
}

/** A stored visit: the body of a 412 on PUT /pipeline/visit/{id} (userId is who recorded it). */
export interface Visit extends VisitPayload {
  version: number
}

/** A row of GET /Pipeline/ind/visit/... (the Sales visit table of /account). */
export type VisitRow = VisitList['items'][number]
export type VisitList = Infer<typeof visitListAnswer>

/** Range-picker dates are 'YYYY-MM-DD' (sent YYYYMMDD) or null for all; search '' is sent as *. */
export interface IndividualListQuery {
  userId: number
  fromDate: string | null
  toDate: string | null
  page: number
  perPage: number
  search: string
}

/** fromDate after toDate is refused (either may be 0, an open end). */
export const individualListParams = refine(
  object({
    userId: id(),
    fromDate: compactDate(),
    toDate: compactDate(),
    page: page(),
    perPage: perPage(),
    search: search(),
  }),
  datesInOrder,
)
export type IndividualListParams = Infer<typeof individualListParams>

/**
 * The shape existing clients ask the same lists in: months (MM, or M) of one year instead of
 * dates, fromMonth not after toMonth.
 */
export const individualMonthListParams = refine(
  object({
    userId: id(),
    fromMonth: month(),
    toMonth: month(),
    year: year(),
    page: page(),
    perPage: perPage(),
    search: search(),
  }),
  monthsInOrder,
)
export type IndividualMonthListParams = Infer<typeof individualMonthListParams>

/** An individual list's path (visits, proposals): the query's dates and search written as sent. */
export function individualListValues(query: IndividualListQuery): PathValues<IndividualListParams> {
  return {
    userId: query.userId,
    fromDate: compactDateSegment(query.fromDate),
    toDate: compactDateSegment(query.toDate),
    page: query.page,
    perPage: query.perPage,
    search: searchText(query.search),
  }
}

/**
 * Required: userId, visitDate (YYYY-MM-DD, or a date-time: its date), startTime and endTime
 * (HH:mm, the end not before the start), and clientId when the visit has no deal. objective,
 * nextStep and remark hold at most 200 characters. With `mode: 'update'` the id must be set.
 */
export function visitPayload(mode: 'create' | 'update' = 'create'): Validator<VisitPayload> {
  return mode === 'update' ? visitUpdate : visitCreate
}

const visitFields = (idRule: Validator<number>) =>
  refine(
    object({
      /** 0 when creating. */
      id: idRule,
      /** 0 for a standalone visit (no deal). */
      dealId: idOrZero(),
      /** The acting user. */
      userId: id(),
      /** Required when the visit has no deal; 0 otherwise allowed. */
      clientId: idOrZero(),
      visitDate: ymd(),
      startTime: time(),
      endTime: time(),
      /** Contact ids. */
      contacts: ids(),
      /** User ids. */
      rms: ids(),
      /** User ids. */
      consultants: ids(),
      /** Tribe ids. */
      tribes: ids(),
      location: optional(text({ max: MAX_FIELD_TEXT }), ''),
      objective: optional(text({ max: MAX_FIELD_TEXT }), ''),
      nextStep: optional(text({ max: MAX_FIELD_TEXT }), ''),
      remark: optional(text({ max: MAX_FIELD_TEXT }), ''),
    }),
    (visit) => {
      const errors: FieldError[] = []
      if (visit.dealId === 0 && visit.clientId === 0)
        errors.push({
          field: 'clientId',
          description: 'clientId is required when the visit has no deal',
        })
      if (endsBeforeStart(visit.startTime, visit.endTime))
        errors.push({ field: 'endTime', description: 'endTime must not be before startTime' })
      return errors
    },
  )
const visitCreate = visitFields(idOrZero())
const visitUpdate = visitFields(id())

const idTexts = () => array(idTextAnswer)

/** A page of the individual visit list, `no` counting across pages. */
export const visitListAnswer = answerObject({
  items: answerList({
    visitId: integer({ min: 1 }),
    dealId: integer({ min: 0 }),
    company: answerText(),
    companyId: integer({ min: 0 }),
    visitDate: answerText(),
    location: answerText(),
    objective: answerText(),
    nextStep: answerText(),
    remarks: answerText(),
    contacts: idTexts(),
    rms: idTexts(),
    cons: idTexts(),
    lastUpdated: answerText(),
    no: integer({ min: 1 }),
  }),
  info: pageInfoAnswer,
})

/** The visit calls (sales-activity-spec section 7). */
export const VISIT_ROUTES = {
  create: route<VisitResponse, Record<string, never>, VisitPayload>({
    method: 'POST',
    pattern: '/pipeline/visit',
    body: visitPayload('create'),
  }),
  update: route<VisitResponse, { visitId: number }, VisitPayload>({
    method: 'PUT',
    pattern: '/pipeline/visit/:visitId',
    params: object({ visitId: id() }),
    body: visitPayload('update'),
  }),
  /** Range-picker dates are written YYYYMMDD (or 0 for all), search '*' for none. */
  individualList: route<VisitList, IndividualListParams>({
    method: 'GET',
    pattern: '/Pipeline/ind/visit/:userId/:fromDate/:toDate/:page/:perPage/:search',
    params: individualListParams,
    answer: visitListAnswer,
  }),
  /** The same list asked by months of a year, search '*' for none (existing clients). */
  individualListByMonths: route<VisitList, IndividualMonthListParams>({
    method: 'GET',
    pattern: '/Pipeline/ind/visit/:userId/:fromMonth/:toMonth/:year/:page/:perPage/:search',
    params: individualMonthListParams,
    answer: visitListAnswer,
  }),
}
