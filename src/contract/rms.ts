/** Relationship managers: list, create, update, delete, detail (sales-activity-spec 2, 3, 7). */
import type { IdText, Paged } from './common.ts'
import { literal, object, optional, refine, text, type Infer, type Validator } from './validate.ts'
import { id, idList, idOrZero, MAX_FIELD_TEXT, page, perPage, search } from './fields.ts'
import { attachmentFields, attachmentProblems, IMAGE_EXTENSIONS } from './uploadRules.ts'
import { idsSegment, searchText } from './calls.ts'
import { route, type PathValues } from './route.ts'

/** The platform of every RM saved by this app. */
export const RM_PLATFORM_ID = 2

/** A row of the Relationship Manager List. */
export interface RmRow {
  id: number
  name: string
  jobTitle: string
  platform: IdText
  segment: IdText
  branch: IdText
  email: string
}
export type RmList = Paged<RmRow>

/** GET /pipeline/rm/{userId}. */
export interface RmDetail {
  id: number
  name: string
  nik: string
  email: string
  phone: string
  address: string
  jobTitle: string
  platform: IdText
  segment: IdText
  branch: IdText
  /** The photo's address, null when there is none. */
  fileUrl: string | null
}

/** POST /pipeline/rm and PUT /pipeline/rm/{id}. */
export interface RmPayload {
  /** 0 when creating. */
  id: number
  name: string
  nik: string
  email: string
  phone: string
  address: string
  jobTitle: string
  segmentId: number
  branchId: number
  /** Photo: both '' when unchanged or none. */
  fileBase64: string
  filename: string
  /** The acting user. */
  userId: number
  platformId: typeof RM_PLATFORM_ID
}

/** POST /pipeline/rm answers the new RM's id (PUT answers 204 without a body). */
export interface RmCreateResponse {
  id: number
}

export interface RmListQuery {
  /** Empty for all (sent as 0). */
  segmentIds: readonly number[]
  branchIds: readonly number[]
  page: number
  perPage: number
  search: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Digits with the separators of the phone masks (+99)999-9999-9999 and 9999-9999-9999-9999. */
const PHONE = /^[0-9+()\- ]*$/

const rmFields = (idRule: Validator<number>): Validator<RmPayload> =>
  refine(
    object({
      id: idRule,
      name: text({ min: 1, max: MAX_FIELD_TEXT }),
      nik: optional(text({ max: 50 }), ''),
      email: text({ min: 1, max: 254, pattern: EMAIL, patternText: 'an email address' }),
      phone: optional(
        text({ max: 50, pattern: PHONE, patternText: 'digits, +, -, ( and ) only' }),
        '',
      ),
      address: optional(text({ max: 500 }), ''),
      jobTitle: optional(text({ max: MAX_FIELD_TEXT }), ''),
      segmentId: id(),
      branchId: id(),
      ...attachmentFields,
      userId: id(),
      platformId: literal(RM_PLATFORM_ID),
    }),
    (rm) => attachmentProblems(rm, IMAGE_EXTENSIONS),
  )
const rmCreate = rmFields(idOrZero())
const rmUpdate = rmFields(id())

/**
 * Required: name, email (an address), segmentId and branchId (not clearable), userId, and
 * platformId 2. phone holds digits and mask separators only; a photo is a png or jp(e)g in
 * base64. With `mode: 'update'` the id must be set.
 */
export function rmPayload(mode: 'create' | 'update' = 'create'): Validator<RmPayload> {
  return mode === 'update' ? rmUpdate : rmCreate
}

export const rmListParams = object({
  segmentIds: idList(),
  branchIds: idList(),
  page: page(),
  perPage: perPage(),
  search: search(),
})
export type RmListParams = Infer<typeof rmListParams>

/** The list's path: id lists comma-separated (0 for all), an empty search as *. */
export function rmListValues(query: RmListQuery): PathValues<RmListParams> {
  return {
    segmentIds: idsSegment(query.segmentIds),
    branchIds: idsSegment(query.branchIds),
    page: query.page,
    perPage: query.perPage,
    search: searchText(query.search),
  }
}

/** The relationship manager calls (sales-activity-spec section 7). */
export const RM_ROUTES = {
  list: route<RmList, RmListParams>({
    method: 'GET',
    pattern: '/pipeline/list/rm/:segmentIds/:branchIds/:page/:perPage/:search',
    params: rmListParams,
  }),
  create: route<RmCreateResponse, Record<string, never>, RmPayload>({
    method: 'POST',
    pattern: '/pipeline/rm',
    body: rmPayload('create'),
  }),
  /** Answers 204 without a body. */
  update: route<void, { id: number }, RmPayload>({
    method: 'PUT',
    pattern: '/pipeline/rm/:id',
    status: 204,
    params: object({ id: id() }),
    body: rmPayload('update'),
  }),
  remove: route<void, { id: number; currentUserId: number }>({
    method: 'DELETE',
    pattern: '/pipeline/rm/:id/:currentUserId',
    params: object({ id: id(), currentUserId: id() }),
  }),
  detail: route<RmDetail, { userId: number }>({
    method: 'GET',
    pattern: '/pipeline/rm/:userId',
    params: object({ userId: id() }),
  }),
}
