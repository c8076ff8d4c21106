/**
 * The signed-in user's own profile: read and update (sales-activity-spec "Profile (/profile)").
 * The spec does not show the update call; this contract defines both calls. The profile is the
 * token's user: no user id travels in the path, and a userId sent in the body must be the
 * signed-in user (403 otherwise), so a user reads and edits their own profile alone.
 *
 * - Every signed-in role reads and updates its own profile (like its own password: the
 *   read-only roles 0 and 4 too). The role, the tribe and the platform are not edited here.
 * - The update takes the fields of an RM save (the same rules, contract/rms.ts personFields):
 *   name, email (an address), segmentId and branchId required (not clearable); segment and branch
 *   must exist and the email must be no other user's (compared without regard to case), else 400
 *   `[{ description }]` naming every bad field, nothing written.
 * - The photo travels as an RM's does: fileBase64 and filename (a png or jp(e)g), stored as a
 *   file; fileUrl is then the path of its file view call (GET /File/view/{fileId}), which the
 *   sign-in answer's profilePic names too. Both '' keeps the photo as it is.
 * - The update answers 200 with the updated profile, its new version as ETag. If-Match naming
 *   another version than the profile's answers 412 with the current profile; without If-Match
 *   the last write wins. An Idempotency-Key repeat answers the first answer, changing nothing.
 * - A changed name, email, segment or branch shows in the sign-in answer from the next sign-in
 *   or token refresh (the client's profile cookie is refreshed from this answer).
 */
import { answerObject, unchecked } from './answer.ts'
import { id } from './fields.ts'
import { personDetailAnswer, personFields, photoProblems } from './rms.ts'
import { route } from './route.ts'
import { object, optional, refine, type Infer } from './validate.ts'

/** GET /Profile/detail, the body of PUT /Profile/update's answer and of its 412. */
const profileDetailAnswer = answerObject({ ...personDetailAnswer, roleId: unchecked<number>() })
export type ProfileDetail = Infer<typeof profileDetailAnswer>

/** PUT /Profile/update. */
export const profileUpdate = refine(
  object({
    ...personFields,
    /** The acting user, when sent: must be the signed-in user. */
    userId: optional(id(), undefined),
  }),
  photoProblems,
)
export type ProfileUpdate = Infer<typeof profileUpdate>

/** The profile calls (listed in AUTH_ROUTES too, beside the password change). */
export const PROFILE_ROUTES = {
  detail: route<ProfileDetail>({
    method: 'GET',
    pattern: '/Profile/detail',
    answer: profileDetailAnswer,
  }),
  update: route<ProfileDetail, Record<string, never>, ProfileUpdate>({
    method: 'PUT',
    pattern: '/Profile/update',
    body: profileUpdate,
  }),
}
