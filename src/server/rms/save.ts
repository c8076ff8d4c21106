import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { RM_PLATFORM_ID, type RmPayload } from '../../contract/rms.ts'
import { ROLE } from '../../domain/permissions.ts'
import { assertSameUser, type Answer, type Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { assertMayManageRms } from './access.ts'
import { unusablePassword } from './password.ts'
import { assertPersonFields } from './person.ts'
import { dropReplacedPhoto, storePhoto } from './photo.ts'
import { readPersonDetail } from './read.ts'
import { deactivateRm, insertRm, lockPerson, updatePerson, type LockedPerson } from './store.ts'

/**
 * The person a write acts on: an active user of role `roleId` (any role when null), locked; 404
 * when there is none, and the If-Match version (when sent) still current, else 412 with their
 * detail.
 */
async function personForWrite(
  call: Call,
  userId: number,
  roleId: number | null,
): Promise<LockedPerson> {
  const person = await lockPerson(call.db, userId, roleId)
  if (!person) throw notFound(roleId === null ? 'User' : 'RM')
  await checkIfMatch(call.header(IF_MATCH_HEADER), person.version, () =>
    readPersonDetail(call.db, userId, roleId),
  )
  return person
}

/** POST /pipeline/rm: answers the new RM's id, its version as ETag. */
export async function createRm(call: Call, input: RmPayload): Promise<Answer> {
  assertMayManageRms(call.actor)
  assertSameUser(call.actor, input.userId)
  if (input.id !== 0) throw badRequest('id must be 0 for a new RM')
  await assertPersonFields(call.db, input, null)
  const photo = await storePhoto(call.db, input, call.actor.id)
  const rm = await insertRm(call.db, input, await unusablePassword(), photo)
  return { body: { id: rm.id }, version: rm.version }
}

/**
 * PUT /pipeline/rm/{id}: replaces the person's fields (the photo when one is sent); 204, new ETag.
 * Every user saves their own, whatever the role (their profile: the platform stays as it is);
 * another person's only role 1, and only an RM's (platform 2).
 */
export async function saveRm(call: Call, userId: number, input: RmPayload): Promise<Answer> {
  const own = userId === call.actor.id
  if (!own) assertMayManageRms(call.actor)
  assertSameUser(call.actor, input.userId)
  if (input.id !== userId) throw badRequest('id must be the RM of the path')
  const person = await personForWrite(call, userId, own ? null : ROLE.rm)
  await assertPersonFields(call.db, input, userId)
  const photo = await storePhoto(call.db, input, call.actor.id)
  const version = await updatePerson(call.db, userId, input, photo, own ? null : RM_PLATFORM_ID)
  await dropReplacedPhoto(call.db, person.fileId, photo)
  return { status: 204, version }
}

/** DELETE /pipeline/rm/{id}/{currentUserId} (the caller checked currentUserId). */
export async function removeRm(call: Call, userId: number): Promise<Answer> {
  assertMayManageRms(call.actor)
  await personForWrite(call, userId, ROLE.rm)
  await deactivateRm(call.db, userId)
  return { status: 200 }
}
