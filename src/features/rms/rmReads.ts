/**
 * The reads of the RM screens (live queries run them): every RM this device holds, as it is even
 * while master data's refresh has replaced its row (rmOverlay.ts), with the user's unsettled ops
 * by RM and when the list was last fetched; one RM, also on a temp id its create replaced, with
 * its sync state and ops.
 */
import type { CrmDb } from '../../store/db.ts'
import { fetchedAtKey, readMeta } from '../../store/meta.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { readKeptRms, RMS_LIST, rmsTable, type RmRecord } from '../../store/rms.ts'
import {
  loadEntityStates,
  opsOfEntity,
  stateOfOps,
  type EntityOps,
  type EntitySyncState,
} from '../../sync/syncState.ts'
import { resolveTempId } from '../../sync/tempIds.ts'
import { opsByRm, shownRm } from './rmOverlay.ts'

export interface RmListData {
  rms: RmRecord[]
  /** The user's unsettled ops by entity key (the rows' sync marks). */
  states: ReadonlyMap<string, EntityOps>
  /** When the list was last fetched (by the briefcase or the screen); undefined when never. */
  fetchedAt: number | undefined
}

/** Every RM's unsettled ops (of any user: they all stand on the rows), by RM, seq order. */
const readRmOps = async (database: CrmDb) =>
  opsByRm(await database.outbox.where('entityKey').startsWith('rms:').toArray())

export async function readRmList(database: CrmDb, userId: number): Promise<RmListData> {
  const [rows, kept, ops, states, fetchedAt] = await Promise.all([
    rmsTable(database).toArray(),
    readKeptRms(database),
    readRmOps(database),
    loadEntityStates(database, userId),
    readMeta<number>(database, fetchedAtKey(RMS_LIST)),
  ])
  const byId = new Map(rows.map((row) => [row.userId, row]))
  const ids = new Set([...byId.keys(), ...ops.keys()])
  const rms = [...ids]
    .map((id) => shownRm(byId.get(id), kept[id], ops.get(id) ?? []))
    .filter((rm) => rm !== undefined)
  return { rms, states, fetchedAt }
}

export interface RmEntry {
  rm: RmRecord
  sync: EntitySyncState
  /** The RM's unsettled ops (its sync mark's dialog, a photo waiting to be sent). */
  ops: OutboxOp[]
}

/** One RM, also on a temp id its create replaced; null when the device does not hold it. */
export async function readRm(database: CrmDb, rmId: number): Promise<RmEntry | null> {
  const id = await resolveTempId(database, 'rms', rmId)
  const [row, kept, ops] = await Promise.all([
    rmsTable(database).get(id),
    readKeptRms(database),
    opsOfEntity(database, 'rms', id),
  ])
  const rm = shownRm(row, kept[id], ops)
  return rm ? { rm, sync: stateOfOps(ops), ops } : null
}
