/**
 * What the RM screens show: every RM this device holds, as it is even while master data's refresh
 * has replaced its row (rmOverlay.ts), with its unsettled ops; one RM, also on a temp id its
 * create replaced, with its sync state and ops. The screens read the rows with live queries and
 * the ops from the sync engine's outbox view (useRms.ts); the reads below that take the ops from
 * the outbox serve everything else (tests, one-off reads).
 */
import type { CrmDb } from '../db.ts'
import { fetchedAtKey, readMeta } from '../../store/meta.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { readKeptRms, RMS_LIST, rmsTable, type KeptRms, type RmRecord } from './rmRows.ts'
import {
  entityStates,
  opsOfEntity,
  stateOfOps,
  type EntityOps,
  type EntitySyncState,
} from '../../sync/syncState.ts'
import { currentIdOf } from '../rowIds.ts'
import { opsByRm, shownRm } from './rmOverlay.ts'

export interface RmListData {
  rms: RmRecord[]
  /** The user's unsettled ops by RM id (the rows' sync marks). */
  states: ReadonlyMap<number, EntityOps>
  /** When the list was last fetched (by the briefcase or the screen); undefined when never. */
  fetchedAt: number | undefined
}

/** The RM rows as stored, the server's RMs as last pulled, and when the list was fetched. */
export interface RmRows {
  rows: RmRecord[]
  kept: KeptRms
  fetchedAt: number | undefined
}

export async function readRmRows(database: CrmDb): Promise<RmRows> {
  const [rows, kept, fetchedAt] = await Promise.all([
    rmsTable(database).toArray(),
    readKeptRms(database),
    readMeta<number>(database, fetchedAtKey(RMS_LIST)),
  ])
  return { rows, kept, fetchedAt }
}

/** Every RM shown: the rows and the RMs only ops hold (one added here), each with its ops on top. */
export function shownRms(
  { rows, kept }: RmRows,
  ops: ReadonlyMap<number, readonly OutboxOp[]>,
): RmRecord[] {
  const byId = new Map(rows.map((row) => [row.userId, row]))
  const ids = new Set([...byId.keys(), ...ops.keys()])
  return [...ids]
    .map((id) => shownRm(byId.get(id), kept[id], ops.get(id) ?? []))
    .filter((rm) => rm !== undefined)
}

/** Every RM's unsettled ops (of any user: they all stand on the rows), by RM, seq order. */
const readRmOps = async (database: CrmDb) =>
  opsByRm(await database.outbox.where('entityKey').startsWith('rms:').toArray())

/** The list read whole from IndexedDB, the outbox included. */
export async function readRmList(database: CrmDb, userId: number): Promise<RmListData> {
  const [rows, ops] = await Promise.all([readRmRows(database), readRmOps(database)])
  const mine = [...ops.values()].flat().filter((op) => op.userId === userId)
  const states = new Map(
    [...entityStates(mine).values()].map((entity) => [entity.ops[0]!.entity.id, entity]),
  )
  return { rms: shownRms(rows, ops), states, fetchedAt: rows.fetchedAt }
}

export interface RmEntry {
  rm: RmRecord
  sync: EntitySyncState
  /** The RM's unsettled ops (its sync mark's dialog, a photo waiting to be sent). */
  ops: readonly OutboxOp[]
}

/** One RM's stored row and kept server RM, under the id its temp id resolved to. */
export interface RmRowOf {
  id: number
  row: RmRecord | undefined
  kept: RmRecord | undefined
}

export async function readRmRowOf(database: CrmDb, rmId: number): Promise<RmRowOf> {
  const id = await currentIdOf(database, 'rms', rmId)
  const [row, kept] = await Promise.all([rmsTable(database).get(id), readKeptRms(database)])
  return { id, row, kept: kept[id] }
}

/** The RM shown, from its row and its ops (of any user); null when the device does not hold it. */
export function rmEntryOf({ row, kept }: RmRowOf, ops: readonly OutboxOp[]): RmEntry | null {
  const rm = shownRm(row, kept, ops)
  return rm ? { rm, sync: stateOfOps(ops), ops } : null
}

/** One RM read whole from IndexedDB, the outbox included. */
export async function readRm(database: CrmDb, rmId: number): Promise<RmEntry | null> {
  const found = await readRmRowOf(database, rmId)
  return rmEntryOf(found, await opsOfEntity(database, 'rms', found.id))
}
