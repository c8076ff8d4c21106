/**
 * The units a target may be set for, as this device's master data holds them: the tribes, segments
 * or branches in the master list's order, or the RMs by name (each as its id and name).
 */
import type { IdText } from '../../contract/common.ts'
import type { TargetType } from '../../domain/targetTypes.ts'
import type { CrmDb } from '../db.ts'
import type { IdTextList } from '../master/masterData.ts'

const MASTER_LIST: Readonly<Record<Exclude<TargetType, 'rm'>, IdTextList>> = {
  tribe: 'tribes',
  segment: 'segments',
  branch: 'branches',
}

export async function readTargetUnits(database: CrmDb, type: TargetType): Promise<IdText[]> {
  if (type === 'rm') {
    const rms = await database.rms.orderBy('name').toArray()
    return rms.map((rm) => ({ id: rm.userId, text: rm.name }))
  }
  return (await database[MASTER_LIST[type]].toArray()).map(({ id, text }) => ({ id, text }))
}
