/**
 * RM ops (sales-activity-spec "Relationship manager list (/rm)", sections 5 to 7; contract/rms.ts):
 * add an RM, save one (the detail's Edit then Save) and delete one. They act on the master data
 * table `rms` (key userId; store/rms.ts), which the RM pickers read: an RM added here shows in them
 * at once under its temp id, the server's id replaces it when the create is answered, a rename
 * shows everywhere, and a deleted RM leaves the pickers.
 *
 * A save sends every field (the server replaces them), with the photo as fileBase64 + filename when
 * one was chosen ('' keeps it); the row shows the chosen photo's name until the detail is read
 * again. Create answers `{ id }` (the RM at version 1), update 204 and delete 200; the new version
 * travels only as ETag, and every save bumps it, so an update's is its If-Match + 1. A 412 answers
 * the RM's detail.
 */
import type { IdText } from '../../contract/common.ts'
import { pathOf } from '../../contract/route.ts'
import { personTexts, type PersonTexts } from '../../contract/personTexts.ts'
import {
  RM_PLATFORM_ID,
  RM_ROUTES,
  type PersonPayload,
  type RmDetail,
  type RmPayload,
} from '../../contract/rms.ts'
import { check, isRecord } from '../../contract/validate.ts'
import {
  defineCreateOp,
  defineOp,
  defineUpdateOp,
  numberFields,
  type WriteBack,
} from '../../sync/opType.ts'
import { fieldsOf, keeps, NOT_CHANGED, sends, type PayloadField } from '../../sync/payloadFields.ts'
import type { Row } from '../../sync/syncDb.ts'

/**
 * What a save of a person sets (an RM's here, the profile's in profileOps.ts): the texts, and
 * segment and branch with their names to show.
 */
export type PersonFields = PersonTexts & {
  segment: IdText
  branch: IdText
}

/** A photo chosen for the save (plain base64, no data URL prefix); both '' keep the photo. */
export type PhotoUpload = {
  fileBase64: string
  filename: string
}

/** What an RM's save sets: a person's fields and the platform. */
export type RmFields = PersonFields & {
  /** Always platform 2; its name as this device knows it ('' when it does not). */
  platform: IdText
}

export type RmCreateArgs = RmFields &
  PhotoUpload & {
    /** A temp id, given when the op is queued. */
    rmId: number
  }

export type RmUpdateArgs = RmFields & PhotoUpload & { rmId: number }

export type RmDeleteArgs = {
  rmId: number
  /** Shown in the outbox while the delete waits. */
  name: string
}

const copy = (value: IdText): IdText => ({ id: value.id, text: value.text })

/** The row fields a save of a person sets (the photo aside). */
export const personRowFields = (fields: PersonFields): Row => ({
  ...personTexts(fields),
  segment: copy(fields.segment),
  branch: copy(fields.branch),
})

/** What a save of a person sends: ids only, the photo when one was chosen. */
export function personPayload(fields: PersonFields & PhotoUpload): PersonPayload {
  const photo = fields.fileBase64 !== ''
  return {
    ...personTexts(fields),
    segmentId: fields.segment.id,
    branchId: fields.branch.id,
    fileBase64: photo ? fields.fileBase64 : '',
    filename: photo ? fields.filename : '',
  }
}

/**
 * The fields of a person's save (an RM's, the profile's) besides who acts: the texts, segment
 * and branch as the row holds them, and a chosen photo, which the row shows by `photoRow`.
 */
export const personPayloadFields = (photoRow: string) =>
  ({
    name: sends('name'),
    nik: sends('nik'),
    email: sends('email'),
    phone: sends('phone'),
    address: sends('address'),
    jobTitle: sends('jobTitle'),
    segmentId: sends('segment'),
    branchId: sends('branch'),
    // Not chosen ('' both): the server keeps its photo.
    fileBase64: keeps(photoRow),
    filename: keeps(photoRow),
  }) satisfies Record<keyof PersonPayload, PayloadField<keyof PersonFields>>

/** The row fields a save sets; a chosen photo by its name until the detail names its file. */
export function rmRowFields(args: RmFields & PhotoUpload): Row {
  const row: Row = { ...personRowFields(args), platform: copy(args.platform) }
  if (args.fileBase64 !== '') row.photoName = args.filename
  return row
}

/** The save payload: ids only, the acting user, platform 2, the photo when one was chosen. */
export function rmPayloadOf(id: number, args: RmFields & PhotoUpload, userId: number): RmPayload {
  return { id, ...personPayload(args), userId, platformId: RM_PLATFORM_ID }
}

/** An RM's detail (the detail call, a 412's body) as the `rms` row keeps it. */
export function rmDetailRow(detail: RmDetail): Row {
  return {
    userId: detail.id,
    ...personTexts(detail),
    platform: detail.platform,
    segment: detail.segment,
    branch: detail.branch,
    fileUrl: detail.fileUrl,
    version: detail.version,
  }
}

/**
 * The body of a 412: the RM's detail, read by the detail's own schema, as row fields; reading the
 * row it gives again answers the same row (as take theirs does). null for any other body.
 */
export function rmServerState(body: unknown): Row | null {
  const detail = RM_ROUTES.detail.answer
  if (!detail || !isRecord(body)) return null
  const asDetail =
    typeof body.userId === 'number' && !('id' in body) ? { ...body, id: body.userId } : body
  const checked = check(detail, asDetail)
  return checked.ok ? rmDetailRow(checked.value) : null
}

/** `{ id }` of the new RM, which the server holds at version 1. */
function createdRm(answer: unknown): WriteBack {
  const { id } = numberFields(answer, ['id'])
  return { patch: { version: 1 }, ...(typeof id === 'number' ? { id } : {}) }
}

/** A save bumps the version it was sent on (If-Match); unknown when it was sent without one. */
const bumped = (_answer: unknown, baseVersion?: number | null): WriteBack => ({
  patch: typeof baseVersion === 'number' ? { version: baseVersion + 1 } : {},
})

/** POST /pipeline/rm: Add new RM's Save. */
export const rmCreate = defineCreateOp<RmCreateArgs>({
  type: 'rm.create',
  label: 'Add RM',
  table: 'rms',
  kind: 'create',
  idArg: 'rmId',
  refs: {},
  ifMatch: false,
  // Version 0 until the server answers; later edits made offline are rebased on its answer.
  local: (args) => ({ ...rmRowFields(args), fileUrl: null, version: 0 }),
  request: (args, { userId }) => ({
    method: RM_ROUTES.create.method,
    path: pathOf(RM_ROUTES.create, {}),
    body: rmPayloadOf(0, args, userId),
  }),
  writeBack: createdRm,
  serverState: () => null,
})

/** PUT /pipeline/rm/{id}: the detail's Save after Edit. */
export const rmUpdate = defineUpdateOp<RmUpdateArgs>({
  type: 'rm.update',
  label: 'Edit RM',
  table: 'rms',
  kind: 'update',
  idArg: 'rmId',
  refs: {},
  ifMatch: true,
  local: (args) => rmRowFields(args),
  request: (args, { userId }) => ({
    method: RM_ROUTES.update.method,
    path: pathOf(RM_ROUTES.update, { id: args.rmId }),
    body: rmPayloadOf(args.rmId, args, userId),
  }),
  writeBack: bumped,
  serverState: rmServerState,
  // A chosen photo shows by its name (photoName), which a 412 does not carry: it clashes.
  fields: fieldsOf<RmPayload>()({
    id: NOT_CHANGED,
    userId: NOT_CHANGED,
    platformId: NOT_CHANGED,
    ...personPayloadFields('photoName'),
  }),
  merges: true,
})

/** DELETE /pipeline/rm/{id}/{currentUserId}. */
export const rmDelete = defineOp<RmDeleteArgs>({
  type: 'rm.delete',
  label: 'Delete RM',
  table: 'rms',
  kind: 'delete',
  idArg: 'rmId',
  refs: {},
  ifMatch: true,
  local: () => ({}),
  request: ({ rmId }, { userId }) => ({
    method: RM_ROUTES.remove.method,
    path: pathOf(RM_ROUTES.remove, { id: rmId, currentUserId: userId }),
  }),
  writeBack: () => ({ patch: {} }),
  serverState: rmServerState,
  // Someone else deleted the RM first: what the person wanted holds.
  alreadyApplied: (status) => status === 404,
})
