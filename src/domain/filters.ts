/**
 * Filter paths shared by the client and the server (core-spec section 7, sales-activity-spec
 * section 7, api-notes.md). Builders give the whole API path (without the /api mount); ids of 0
 * and periods of 0 mean "all"; an empty search is sent as '*'.
 */
import { PROJECTION_BAND_PATH } from './projection.ts'
import { searchSegment } from './search.ts'

export const ALL = 0
export const FIRST_PAGE = 1

export const CLIENT_PAGE_SIZE = 10
export const CONTACT_PAGE_SIZE = 5
export const LOST_DEAL_PAGE_SIZE = 10
export const RM_PAGE_SIZE = 10
export const ACCOUNT_PAGE_SIZE = 5

/** Texts of the filter dialogs' empty choices. */
export const ALL_TRIBE_LABEL = 'All Tribe'
export const ALL_SEGMENT_LABEL = 'All segment'
export const ALL_RM_LABEL = 'All RM'
export const ALL_PERIOD_LABEL = 'All Period'
export const ALL_INDUSTRY_LABEL = 'All Industry'
/** Not shown by the spec (the RM picker's branch filter), chosen to match the others. */
export const ALL_BRANCH_LABEL = 'All branch'

type Segment = string | number | null | undefined

/** One path segment: missing values and '' become 0. */
export function pathSegment(value: Segment): string {
  return value === null || value === undefined || value === '' ? String(ALL) : String(value)
}

/** A list of ids comma-separated, or 0 for all (probabilities, segment and branch lists). */
export function idListSegment(ids: readonly number[] | null | undefined): string {
  return ids && ids.length > 0 ? ids.join(',') : String(ALL)
}

/** Probability filter: the ids comma-separated, or 0 for all. */
export const probabilitySegment = idListSegment

/** '10,20' -> [10, 20]; '0', '' or junk -> [] (all). */
export function parseIdList(segment: string | null | undefined): number[] {
  return (segment ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)
}

/** The pipeline filter (also used by projection, summary, invoices and lost deals). */
export interface PipelineFilter {
  /** YYYYMM, or 0 for all. */
  fromMonth: string | number
  toMonth: string | number
  tribe: number
  segment: number
  rm: number
  probabilities: readonly number[]
}

export const DEFAULT_PIPELINE_FILTER: PipelineFilter = {
  fromMonth: ALL,
  toMonth: ALL,
  tribe: ALL,
  segment: ALL,
  rm: ALL,
  probabilities: [],
}

const join = (...segments: Segment[]): string => segments.map(pathSegment).join('/')

function unitFilter(filter: Omit<PipelineFilter, 'probabilities'>): string {
  return join(filter.fromMonth, filter.toMonth, filter.tribe, filter.segment, filter.rm)
}

/** {from}/{to}/{tribe}/{segment}/{rm}/{probabilities or 0}. */
export function dealFilterPath(filter: PipelineFilter): string {
  return `${unitFilter(filter)}/${probabilitySegment(filter.probabilities)}`
}

/** GET /pipeline/{from}/{to}/{tribe}/{segment}/{rm}/{probabilities or 0}. */
export function dealListPath(filter: PipelineFilter): string {
  return `/pipeline/${dealFilterPath(filter)}`
}

/** GET /pipeline/projection/{from}/{to}/{tribe}/{segment}/{rm}/{probabilities or 0}. */
export function projectionPath(filter: PipelineFilter): string {
  return `/pipeline/projection/${dealFilterPath(filter)}`
}

/** GET /pipeline/summary/{from}/{to}/10,20/30,40,50/70,80/{tribe}/{segment}/{rm}: no probability filter. */
export function projectionSummaryPath(filter: Omit<PipelineFilter, 'probabilities'>): string {
  return `/pipeline/summary/${join(filter.fromMonth, filter.toMonth)}/${PROJECTION_BAND_PATH}/${join(
    filter.tribe,
    filter.segment,
    filter.rm,
  )}`
}

export const INVOICE_FLAG = { toBeInvoiced: 1, invoiced: 0 } as const
export type InvoiceFlag = (typeof INVOICE_FLAG)[keyof typeof INVOICE_FLAG]

/** GET /pipeline/invoice/{from}/{to}/{tribe}/{segment}/{rm}/{flag}: 1 to be invoiced, 0 invoiced. */
export function invoiceListPath(
  filter: Omit<PipelineFilter, 'probabilities'>,
  flag: InvoiceFlag,
): string {
  return `/pipeline/invoice/${unitFilter(filter)}/${flag}`
}

export interface Paging {
  page: number
  perPage: number
  search: string
}

/** GET /pipeline/lostdeal/{from}/{to}/{tribe}/{segment}/{rm}/{page}/{perPage}/{search or *}. */
export function lostDealListPath(
  filter: Omit<PipelineFilter, 'probabilities'>,
  paging: Paging = { page: FIRST_PAGE, perPage: LOST_DEAL_PAGE_SIZE, search: '' },
): string {
  return `/pipeline/lostdeal/${unitFilter(filter)}/${join(paging.page, paging.perPage)}/${searchSegment(paging.search)}`
}

export interface ClientListFilter extends Paging {
  industry: number
  segment: number
  rm: number
}

export const DEFAULT_CLIENT_LIST_FILTER: ClientListFilter = {
  industry: ALL,
  segment: ALL,
  rm: ALL,
  page: FIRST_PAGE,
  perPage: CLIENT_PAGE_SIZE,
  search: '',
}

/** GET /clients/list/{industry}/{segment}/{rm}/{page}/{perPage}/{search or *} (default 0/0/0/1/10/*). */
export function clientListPath(filter: ClientListFilter = DEFAULT_CLIENT_LIST_FILTER): string {
  return `/clients/list/${join(filter.industry, filter.segment, filter.rm, filter.page, filter.perPage)}/${searchSegment(filter.search)}`
}

/** The period form: GET /clients/list/{from}/{to}/{tribe}/{segment}/{rm}/{page}/{perPage}/{search or *}. */
export function clientPeriodListPath(
  filter: Omit<PipelineFilter, 'probabilities'>,
  paging: Paging = { page: FIRST_PAGE, perPage: CLIENT_PAGE_SIZE, search: '' },
): string {
  return `/clients/list/${unitFilter(filter)}/${join(paging.page, paging.perPage)}/${searchSegment(paging.search)}`
}

export interface ContactListFilter extends Paging {
  /** YYYYMM, or 0 for all. */
  period: string | number
  industry: number
}

export const DEFAULT_CONTACT_LIST_FILTER: ContactListFilter = {
  period: ALL,
  industry: ALL,
  page: FIRST_PAGE,
  perPage: CONTACT_PAGE_SIZE,
  search: '',
}

/** The contact list's filter path: /{YYYYMM}/{industry}/{page}/{perPage}/{search or *}. */
export function contactFilterPath(filter: ContactListFilter = DEFAULT_CONTACT_LIST_FILTER): string {
  return `/${join(filter.period, filter.industry, filter.page, filter.perPage)}/${searchSegment(filter.search)}`
}

/** GET /clients/contact/{YYYYMM}/{industry}/{page}/{perPage}/{search or *}. */
export function contactListPath(filter: ContactListFilter = DEFAULT_CONTACT_LIST_FILTER): string {
  return `/clients/contact${contactFilterPath(filter)}`
}

/** GET /clients/contact/exportjson/{YYYYMM}/{industry}/{page}/{perPage}/{search or *}. */
export function contactExportPath(filter: ContactListFilter = DEFAULT_CONTACT_LIST_FILTER): string {
  return `/clients/contact/exportjson${contactFilterPath(filter)}`
}

export interface RmListFilter extends Paging {
  segments: readonly number[]
  branches: readonly number[]
}

export const DEFAULT_RM_LIST_FILTER: RmListFilter = {
  segments: [],
  branches: [],
  page: FIRST_PAGE,
  perPage: RM_PAGE_SIZE,
  search: '',
}

/** GET /pipeline/list/rm/{segmentIds}/{branchIds}/{page}/{perPage}/{search or *}; id lists comma-separated or 0. */
export function rmListPath(filter: RmListFilter = DEFAULT_RM_LIST_FILTER): string {
  return `/pipeline/list/rm/${idListSegment(filter.segments)}/${idListSegment(filter.branches)}/${join(filter.page, filter.perPage)}/${searchSegment(filter.search)}`
}
