import { IF_MATCH_HEADER } from '../../contract/common.ts'
import type { ProfileUpdate } from '../../contract/profile.ts'
import { assertSameUser, type Answer, type Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { notFound } from '../http/errors.ts'
import { assertPersonFields } from '../rms/person.ts'
import { dropReplacedPhoto, storePhoto } from '../rms/photo.ts'
import { lockPerson, updatePerson } from '../rms/store.ts'
import { readProfile } from './read.ts'

/**
 * PUT /Profile/update: the signed-in user's own profile (a userId sent must be theirs, 403
 * otherwise); If-Match stale answers 412 with the current profile. Answers the updated profile,
 * its new version as ETag.
 */
export async function saveProfile(call: Call, input: ProfileUpdate): Promise<Answer> {
  const userId = call.actor.id
  if (input.userId !== undefined) assertSameUser(call.actor, input.userId)
  const user = await lockPerson(call.db, userId)
  if (!user) throw notFound('User')
  await checkIfMatch(call.header(IF_MATCH_HEADER), user.version, () => readProfile(call.db, userId))
  await assertPersonFields(call.db, input, userId)
  const photo = await storePhoto(call.db, input, userId)
  await updatePerson(call.db, userId, input, photo)
  await dropReplacedPhoto(call.db, user.fileId, photo)
  return { body: await readProfile(call.db, userId) }
}
