/**
 * What the Profile screen writes (sales-activity-spec "Profile (/profile)"): Save of the user's
 * own profile, the local change plus its op in one transaction. The change lands on the user's
 * `profiles` row, which the screen and the top bar (its name and photo) read: it shows at once,
 * online or offline, and the op reaches the server when it can.
 */
import type { Actor } from '../../domain/permissions.ts'
import { db, type CrmDb } from '../../entities/db.ts'
import { readStoredProfile } from '../../entities/profile/storedProfileReads.ts'
import { enqueue, inOneTransaction } from '../../sync/commands.ts'
import type { PersonFields } from '../../entities/rms/rmOps.ts'
import { photoUploadOf, type ChosenPhoto } from '../../app/people/personPhoto.ts'

export class ProfileNotLoadedError extends Error {
  constructor() {
    super('The profile has not been loaded on this device yet')
    this.name = 'ProfileNotLoadedError'
  }
}

/**
 * Saves the actor's own profile (every role edits only its own). The row must be on the device
 * (pulled at least once): a Save sends every field, and fields never read here would be sent
 * empty.
 */
export async function saveProfile(
  actor: Actor,
  fields: PersonFields,
  photo: ChosenPhoto | null,
  database: CrmDb = db,
): Promise<void> {
  await inOneTransaction(database, async () => {
    if (!(await readStoredProfile(database, actor.id))) throw new ProfileNotLoadedError()
    await enqueue(
      database,
      'profile.update',
      { id: actor.id, ...fields, ...photoUploadOf(photo) },
      actor.id,
    )
  })
}
