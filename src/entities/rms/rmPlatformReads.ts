/**
 * The platform an RM's save sends (platform 2, the RMs' own), with the name the device's RMs give
 * it: the form does not show it, and master data names it only through the RMs that hold it.
 */
import type { IdText } from '../../contract/common.ts'
import { RM_PLATFORM_ID } from '../../contract/rms.ts'
import type { CrmDb } from '../db.ts'
import { rmsTable } from './rmRows.ts'

/** Platform 2 with the name the device's RMs give it ('' while none does). */
export async function readRmPlatform(database: CrmDb): Promise<IdText> {
  const named = await rmsTable(database)
    .filter((rm) => rm.platform?.id === RM_PLATFORM_ID && Boolean(rm.platform.text))
    .first()
  return { id: RM_PLATFORM_ID, text: named?.platform?.text ?? '' }
}
