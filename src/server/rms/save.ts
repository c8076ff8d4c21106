import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { RM_PLATFORM_ID, type RmPayload } from '../../contract/rms.ts'
import { assertSameUser, type Answer, type Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { badRequest, notFound } from '../http/errors.ts'
import { assertMayManageRms } from './access.ts'
import { unusablePassword } from './password.ts'
import { assertPersonFields } from './person.ts'
import { dropReplacedPhoto, storePhoto } from './photo.ts'
import { readRmDetail } from './read.ts'
import { deactivateRm, insertRm, lockRm, updatePerson, type LockedPerson } from './store.ts'

/**
 * The RM a write acts on: locked, 404 when there is no such active RM, and the If-Match version
 * (when sent) still current, else 412 with the RM's detail.
 */
async function rmForWrite(call: Call, userId: number): Promise<LockedPerson> {
  const rm = await lockRm(call.db, userId)
  if (!rm) throw notFound('RM')
  await checkIfMatch(call.header(IF_MATCH_HEADER), rm.version, () => readRmDetail(call.db, userId))
  return rm
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

/** PUT /pipeline/rm/{id}: replaces the RM's fields (the photo when one is sent); 204, new ETag. */
export async function saveRm(call: Call, userId: number, input: RmPayload): Promise<Answer> {
  assertMayManageRms(call.actor)
  assertSameUser(call.actor, input.userId)
  if (input.id !== userId) throw badRequest('id must be the RM of the path')
  const rm = await rmForWrite(call, userId)
  await assertPersonFields(call.db, input, userId)
  const photo = await storePhoto(call.db, input, call.actor.id)
  const version = await updatePerson(call.db, userId, input, photo, RM_PLATFORM_ID)
  await dropReplacedPhoto(call.db, rm.fileId, photo)
  return { status: 204, version }
}

/** DELETE /pipeline/rm/{id}/{currentUserId} (the caller checked currentUserId). */
export async function removeRm(call: Call, userId: number): Promise<Answer> {
  assertMayManageRms(call.actor)
  await rmForWrite(call, userId)
  await deactivateRm(call.db, userId)
  return { status: 200 }
}
