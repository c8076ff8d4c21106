/** Master data (GET /pipeline/master) kept in IndexedDB: replaced as a whole, read by every screen. */
import type { IdText } from '../../contract/common.ts'
import type { MasterData } from '../../contract/master.ts'
import type { CrmDb } from '../db.ts'
import { fetchedAtKey, readMeta, writeMeta } from '../../store/meta.ts'

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

/**
 * The RMs of master data onto the `rms` rows, which the RM list and details fill further
 * (store/rms.ts): a row keeps the fields master data does not answer, a row with unsent ops (an RM
 * added or edited here) is left as it is, and an RM master data no longer lists goes.
 */
async function mergeMasterRms(database: CrmDb, rms: MasterData['rms']): Promise<void> {
  const ops = await database.outbox.where('entityKey').startsWith('rms:').toArray()
  const held = new Set(ops.map((op) => op.entity.id))
  const existing = new Map((await database.rms.toArray()).map((row) => [row.userId, row]))
  const listed = new Set(rms.map((rm) => rm.userId))
  await database.rms.bulkPut(
    rms.filter((rm) => !held.has(rm.userId)).map((rm) => ({ ...existing.get(rm.userId), ...rm })),
  )
  await database.rms.bulkDelete(
    [...existing.keys()].filter((userId) => !listed.has(userId) && !held.has(userId)),
  )
}

/** Replaces every master list and records when it was fetched, in one transaction. */
export async function saveMasterData(
  database: CrmDb,
  master: MasterData,
  fetchedAt: number = Date.now(),
): Promise<void> {
  const tables = [...masterTables(database), database.meta, database.outbox]
  await database.transaction('rw', tables, async () => {
    for (const list of MASTER_LISTS) {
      if (list !== 'rms') await database[list].clear()
    }
    await database.tribes.bulkPut(master.tribes)
    await database.segments.bulkPut(master.segments)
    await database.branches.bulkPut(master.branches)
    await database.stages.bulkPut(master.stages)
    await database.proposalTypes.bulkPut(master.proposalTypes)
    await database.industries.bulkPut(master.industries ?? [])
    await mergeMasterRms(database, master.rms)
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
