/** A user's profile as this device stores it (undefined until it was pulled here). */
import type { CrmDb } from '../db.ts'
import type { ProfileRow } from './profileRows.ts'

export const readStoredProfile = (
  database: CrmDb,
  userId: number,
): Promise<ProfileRow | undefined> => database.profiles.get(userId)
