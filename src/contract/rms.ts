/**
 * Relationship managers: list, create, update, delete, detail (sales-activity-spec 2, 3, 5, 6, 7).
 * An RM is a user of role 5 (ROLE.rm); these calls read and write those users alone (a user of
 * another role, or a deleted one, is "not found").
 *
 * Who may do what (403 otherwise; the server enforces every rule):
 * - every signed-in user reads the list and an RM's detail;
 * - role 1 alone creates, updates and deletes RMs (canManageRms); the body's userId and the
 *   delete's currentUserId are the signed-in user.
 * - every user, whatever the role, reads and saves their own detail through GET and PUT
 *   /pipeline/rm/{ownId} (existing clients' Profile page: administrators and managers too); such
 *   a save keeps the platform as it is.
 *
 * A save (400 `[{ description }]` naming every bad field, nothing written, otherwise):
 * - name, email (an address), segmentId and branchId are required; platformId is always 2;
 * - segmentId and branchId name existing segments and branches;
 * - the email is no other user's (compared without regard to case), a deleted user's included:
 *   a deleted RM keeps their row (deals, visits and journals still name them) and their email;
 * - phone holds digits and the mask's separators (+62 prefix, 9999-9999-9999-9999);
 * - a photo is a png or jp(e)g in base64 with its filename, stored as a file like proposal
 *   files; the detail's fileUrl is then the path of its file view call (GET /File/view/{fileId}),
 *   which the sign-in answer's profilePic names too. Both '' keeps the photo as it is.
 *
 * Create answers `{ id }` of the new RM (version 1). The new user is an RM (role 5) who cannot
 * sign in yet: their password is a random secret nobody is told (only its hash is kept), so a
 * password must be set for them (a reset) before they sign in.
 *
 * Update answers 204 with the RM's new version as ETag; the body's id must be the path's (400
 * otherwise), 404 when the RM does not exist. Delete answers 200 (404 when the RM does not exist
 * or was deleted already): the user is deactivated (active false, deleted_at set), their sign-ins
 * end, and they leave every team they lead, mentor or belong to (the team keeps no leader or
 * mentor, as removing a person from a team card does; the team's version is bumped). An update
 * or delete sending If-Match with another version than the RM's answers 412 with the RM's
 * detail; without If-Match the last write wins. Every save bumps the version. An
 * Idempotency-Key repeat answers the first answer (without ETag) and changes nothing.
 *
 * The list answers active RMs by name, paged: segmentIds and branchIds filter (0 for all), the
 * search matches name, email or job title anywhere without regard to case (* for none).
 */
import { literal, object, optional, refine, text, type Infer, type Validator } from './validate.ts'
import type { ObjectOf } from './validate.ts'
import { id, idList, idOrZero, MAX_FIELD_TEXT, page, perPage, search } from './fields.ts'
import { attachmentFields, attachmentProblems, IMAGE_EXTENSIONS } from './uploadRules.ts'
import { idsSegment, searchText } from './calls.ts'
import { route, type PathValues } from './route.ts'
import {
  answerId,
  answerList,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  nullable,
  pageInfoAnswer,
  type AnswerOf,
} from './answer.ts'

/** The platform of every RM saved by this app. */
export const RM_PLATFORM_ID = 2

/** The RM list's page size (sales-activity-spec section 9). */
export const RMS_PER_PAGE = 10

/** A row of the Relationship Manager List; platform, segment and branch null when not set. */
export type RmRow = RmList['items'][number]
export type RmList = Infer<typeof rmListAnswer>

/** A person's detail as the server answers it: an RM's, the profile's. */
export type PersonDetail = AnswerOf<typeof personDetailAnswer>

/** GET /pipeline/rm/{userId}, and the body of an update's or delete's 412. */
export type RmDetail = Infer<typeof rmDetailAnswer>

/** What a save of a person sends: an RM's save, the profile's update. */
export type PersonPayload = ObjectOf<typeof personFields>

/** POST /pipeline/rm and PUT /pipeline/rm/{id}. */
export type RmPayload = Infer<typeof rmCreate>

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

/**
 * The fields of a person an RM save and a profile update share: name and email required,
 * segmentId and branchId required (not clearable), a photo as a png or jp(e)g in base64.
 */
export const personFields = {
  name: text({ min: 1, max: MAX_FIELD_TEXT }),
  nik: optional(text({ max: 50 }), ''),
  email: text({ min: 1, max: 254, pattern: EMAIL, patternText: 'an email address' }),
  phone: optional(text({ max: 50, pattern: PHONE, patternText: 'digits, +, -, ( and ) only' }), ''),
  address: optional(text({ max: 500 }), ''),
  jobTitle: optional(text({ max: MAX_FIELD_TEXT }), ''),
  segmentId: id(),
  branchId: id(),
  ...attachmentFields,
}

/** A person's photo: content needs a png or jp(e)g name (the shared file check). */
export const photoProblems = (person: { filename: string; fileBase64: string }) =>
  attachmentProblems(person, IMAGE_EXTENSIONS)

const rmFields = (idRule: Validator<number>) =>
  refine(
    object({
      /** 0 when creating. */
      id: idRule,
      ...personFields,
      /** The acting user. */
      userId: id(),
      platformId: literal(RM_PLATFORM_ID),
    }),
    photoProblems,
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

const rmRowAnswer = {
  id: answerId(),
  name: answerText(),
  jobTitle: answerText(),
  platform: nullable(idTextAnswer),
  segment: nullable(idTextAnswer),
  branch: nullable(idTextAnswer),
  email: answerText(),
  version: answerVersion(),
}

/** How a person's detail is read (an RM's adds its platform). */
export const personDetailAnswer = {
  id: answerId(),
  name: answerText(),
  nik: answerText(),
  email: answerText(),
  phone: answerText(),
  address: answerText(),
  jobTitle: answerText(),
  /** null only for a person who has none yet (every save sets both). */
  segment: nullable(idTextAnswer),
  branch: nullable(idTextAnswer),
  /** The photo's file view path (GET /File/view/{fileId}), null when there is none. */
  fileUrl: nullable(answerText()),
  version: answerVersion(),
}

const rmListAnswer = answerObject({ items: answerList(rmRowAnswer), info: pageInfoAnswer })
const rmDetailAnswer = answerObject({ ...personDetailAnswer, platform: nullable(idTextAnswer) })

/** The relationship manager calls (sales-activity-spec section 7; the rules are above). */
export const RM_ROUTES = {
  list: route<RmList, RmListParams>({
    method: 'GET',
    pattern: '/pipeline/list/rm/:segmentIds/:branchIds/:page/:perPage/:search',
    params: rmListParams,
    answer: rmListAnswer,
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
    answer: rmDetailAnswer,
  }),
}
