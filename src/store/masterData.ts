/** Master data (GET /pipeline/master) kept in IndexedDB: replaced as a whole, read by every screen. */
import type { IdText } from '../contract/common.ts'
import type { MasterData } from '../contract/master.ts'
import type { CrmDb } from './db.ts'
import { fetchedAtKey, readMeta, writeMeta } from './meta.ts'

export const MASTER_LISTS = [
  'tribes',
  'segments',
  'branches',
  'stages',
  'proposalTypes',
  'industries',
  'rms',
] as const
export type MasterList = (typeof MASTER_LISTS)[number]
export type IdTextList = Exclude<MasterList, 'rms'>

export const MASTER_FETCHED_AT = fetchedAtKey('master')

const masterTables = (database: CrmDb) => MASTER_LISTS.map((list) => database[list])

/** Replaces every master list and records when it was fetched, in one transaction. */
export async function saveMasterData(
  database: CrmDb,
  master: MasterData,
  fetchedAt: number = Date.now(),
): Promise<void> {
  await database.transaction('rw', [...masterTables(database), database.meta], async () => {
    for (const list of MASTER_LISTS) {
      await database[list].clear()
    }
    await database.tribes.bulkPut(master.tribes)
    await database.segments.bulkPut(master.segments)
    await database.branches.bulkPut(master.branches)
    await database.stages.bulkPut(master.stages)
    await database.proposalTypes.bulkPut(master.proposalTypes)
    await database.industries.bulkPut(master.industries ?? [])
    await database.rms.bulkPut(master.rms)
    await writeMeta(database, MASTER_FETCHED_AT, fetchedAt)
  })
}

/** Master data answered unchanged: what the device holds stays, fetched now. */
export async function markMasterFetched(database: CrmDb, fetchedAt: number = Date.now()) {
  await writeMeta(database, MASTER_FETCHED_AT, fetchedAt)
}

export async function readMasterData(database: CrmDb): Promise<MasterData> {
  return database.transaction('r', masterTables(database), async () => ({
    tribes: await database.tribes.toArray(),
    segments: await database.segments.toArray(),
    branches: await database.branches.toArray(),
    stages: await database.stages.toArray(),
    proposalTypes: await database.proposalTypes.toArray(),
    industries: await database.industries.toArray(),
    rms: await database.rms.orderBy('name').toArray(),
  }))
}

export function masterFetchedAt(database: CrmDb): Promise<number | undefined> {
  return readMeta<number>(database, MASTER_FETCHED_AT)
}

/** The text of an id in a master list; undefined while unknown (0 means "none" and has no text). */
export async function masterText(
  database: CrmDb,
  list: IdTextList,
  id: number,
): Promise<string | undefined> {
  if (id === 0) return undefined
  const row: IdText | undefined = await database[list].get(id)
  return row?.text
}
