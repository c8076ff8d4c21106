/**
 * What the Relationship Manager List writes (sales-activity-spec "Relationship manager list
 * (/rm)", sections 5 to 7): add an RM, save one, delete one. Each is the local change plus its op
 * in one transaction, on the master data table `rms`: the list, the detail and every RM picker show
 * it at once (a new RM under its temp id), online or offline, and the op reaches the server when
 * it can. Role 1 alone manages RMs: another actor is refused and nothing is queued.
 */
import { canManageRms, type Actor } from '../../domain/permissions.ts'
import { db, type CrmDb } from '../../entities/db.ts'
import { readRmPlatform } from '../../entities/rms/rmPlatformReads.ts'
import { enqueue, inOneTransaction } from '../../sync/commands.ts'
import type { PersonFields } from '../../entities/rms/rmOps.ts'
import { photoUploadOf, type ChosenPhoto } from '../../app/people/personPhoto.ts'

export class NotAllowedToManageRms extends Error {
  constructor() {
    super('Only an administrator adds, edits or deletes relationship managers')
    this.name = 'NotAllowedToManageRms'
  }
}

function assertMayManageRms(actor: Actor): void {
  if (!canManageRms(actor)) throw new NotAllowedToManageRms()
}

/** What an RM's save sends: the form's fields, platform 2 and the photo when one was chosen. */
async function rmSaveArgs(database: CrmDb, fields: PersonFields, photo: ChosenPhoto | null) {
  return { ...fields, platform: await readRmPlatform(database), ...photoUploadOf(photo) }
}

/** Add new RM's Save: answers the new RM's (temporary) id. */
export async function createRm(
  actor: Actor,
  fields: PersonFields,
  photo: ChosenPhoto | null,
  database: CrmDb = db,
): Promise<number> {
  assertMayManageRms(actor)
  return inOneTransaction(database, async () => {
    const op = await enqueue(
      database,
      'rm.create',
      await rmSaveArgs(database, fields, photo),
      actor.id,
    )
    return op.entity.id
  })
}

/** The detail's Save after Edit: every field as the form holds it, the photo when one was chosen. */
export async function updateRm(
  actor: Actor,
  rmId: number,
  fields: PersonFields,
  photo: ChosenPhoto | null,
  database: CrmDb = db,
): Promise<void> {
  assertMayManageRms(actor)
  await inOneTransaction(database, async () => {
    const args = { ...(await rmSaveArgs(database, fields, photo)), rmId }
    await enqueue(database, 'rm.update', args, actor.id)
  })
}

/** Delete (after the confirmation). */
export async function deleteRm(
  actor: Actor,
  rmId: number,
  name: string,
  database: CrmDb = db,
): Promise<void> {
  assertMayManageRms(actor)
  await enqueue(database, 'rm.delete', { rmId, name }, actor.id)
}
