import { getMasterData } from '../../api/master.ts'
import { db } from '../../store/db.ts'
import { saveMasterData } from '../../store/masterData.ts'
import { apiClient } from '../session/apiClient.ts'

let pulling: Promise<boolean> | null = null

/**
 * Fetches master data and stores it in one transaction. Screens read the stored copy, so a
 * failure (offline, server down) only leaves the previous copy in place.
 */
export function pullMasterData(): Promise<boolean> {
  pulling ??= getMasterData(apiClient)
    .then((master) => saveMasterData(db, master))
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      pulling = null
    })
  return pulling
}
