/**
 * The profile op (sales-activity-spec "Profile (/profile)"; contract/profile.ts): Save of the
 * signed-in user's own profile, PUT /Profile/update. It acts on the user's `profiles` row, keyed
 * by the user id, which the top bar reads too (store/profileDetail withProfileOverlay): the name
 * and photo show there at once, and go back with the row if the change is discarded.
 *
 * A photo chosen offline travels in the args as the spec's fileBase64 + filename until the op is
 * sent; the row shows it at once as a data URL (`photo`). The server answers 200 with the updated
 * profile (its new version, and the new photo's file view path); a stale If-Match answers 412
 * with the current profile, a bad field 400 with its description.
 */
import { PROFILE_ROUTES, type ProfileDetail, type ProfileUpdate } from '../../contract/profile.ts'
import { personTexts } from '../../contract/personTexts.ts'
import { pathOf } from '../../contract/route.ts'
import { check } from '../../contract/validate.ts'
import { fileDataUrl } from '../../domain/uploads.ts'
import { defineUpdateOp, numberFields, type WriteBack } from '../../sync/opType.ts'
import { fieldsOf, NOT_CHANGED } from '../../sync/payloadFields.ts'
import {
  personPayload,
  personPayloadFields,
  personRowFields,
  type PersonFields,
  type PhotoUpload,
} from '../rms/rmOps.ts'
import type { Row } from '../../sync/syncDb.ts'

export type ProfileUpdateArgs = PersonFields &
  PhotoUpload & {
    /** The user's id: the row's key. */
    id: number
  }

/** The row fields a Save sets; a new photo shows from its bytes until the server names its file. */
export function profileRowFields(args: ProfileUpdateArgs): Row {
  const row = personRowFields(args)
  if (args.fileBase64 !== '') row.photo = fileDataUrl(args.filename, args.fileBase64)
  return row
}

export function profileBody(args: ProfileUpdateArgs, userId: number): ProfileUpdate {
  return { ...personPayload(args), userId }
}

/** The profile an answer carries (the update's 200, a 412's body); null for another body. */
function answeredProfile(body: unknown): ProfileDetail | null {
  const read = PROFILE_ROUTES.detail.answer
  if (!read) return null
  const checked = check(read, body)
  return checked.ok ? checked.value : null
}

/** The row fields of an answered profile (the photo's bytes are not in it). */
function profileFieldsOf(profile: ProfileDetail): Row {
  return {
    ...personTexts(profile),
    segment: profile.segment,
    branch: profile.branch,
    fileUrl: profile.fileUrl,
    version: profile.version,
  }
}

/**
 * The 200's profile on the row: its version and the new photo's file view path above all (the
 * photo's bytes the row holds stay: they are that file's). An answer of another shape gives its
 * version, else the base version + 1 (every save bumps it).
 */
export function profileWriteBack(answer: unknown, baseVersion?: number | null): WriteBack {
  const profile = answeredProfile(answer)
  if (profile) return { patch: profileFieldsOf(profile) }
  const { version } = numberFields(answer, ['version'])
  if (version !== undefined) return { patch: { version } }
  return { patch: typeof baseVersion === 'number' ? { version: baseVersion + 1 } : {} }
}

/**
 * A 412's body: the current profile, read by the detail's own schema (so reading the state it
 * gives again answers the same state, as take theirs does). Its photo may be another than the one
 * this device holds: the bytes are dropped (`photo` null; the next pull fetches those of its file).
 */
export function profileServerState(body: unknown): Row | null {
  const profile = answeredProfile(body)
  return profile ? { id: profile.id, ...profileFieldsOf(profile), photo: null } : null
}

/** PUT /Profile/update: the Profile screen's Save. */
export const profileUpdate = defineUpdateOp<ProfileUpdateArgs>({
  type: 'profile.update',
  label: 'Edit profile',
  table: 'profiles',
  kind: 'update',
  idArg: 'id',
  refs: {},
  ifMatch: true,
  local: (args) => profileRowFields(args),
  request: (args, { userId }) => ({
    method: PROFILE_ROUTES.update.method,
    path: pathOf(PROFILE_ROUTES.update, {}),
    body: profileBody(args, userId),
  }),
  writeBack: profileWriteBack,
  serverState: profileServerState,
  fields: fieldsOf<ProfileUpdate>()({ userId: NOT_CHANGED, ...personPayloadFields('photo') }),
  // Always asks: a 412 gives the photo as the server's file, not its bytes (`photo` null), so a
  // photo chosen on this device cannot be told from one the server has.
  merges: false,
})
