/**
 * What the Relationship Manager List reads, pulled onto the device: every page of the unfiltered
 * list (one list, RMS_LIST, written through the list machinery: an RM with unsent ops is left as
 * this device has it, an RM the server no longer lists goes) into the master data table `rms`, and
 * the RMs' details (nik, phone, address, photo) kept per version, so the detail shows offline. The
 * briefcase keeps both for role 1 (fillRms, after master data); the screen pulls the list again
 * while it is open, and an RM's detail when it opens it.
 *
 * Master data's refresh replaces the `rms` rows whole (store/masterData.ts): the list's columns,
 * the details and any change still waiting in the outbox leave the rows. Each list pull puts them
 * back: the list's columns by the list itself, the details from the server's RMs kept in meta
 * (store/rms KEPT_RMS_KEY) for the same version, and the waiting changes by redoing their ops on
 * the server's row (restoreRmOverlays; the RM screens show the same meanwhile, rmOverlay.ts).
 */
import { pathOf } from '../../contract/route.ts'
import { RM_ROUTES, rmListValues, type RmDetail, type RmRow } from '../../contract/rms.ts'
import type { CrmDb } from '../db.ts'
import { isTempId, type OutboxOp } from '../../store/outbox.ts'
import {
  hasRmDetail,
  isBareRm,
  readKeptRms,
  RM_DETAIL_FIELDS,
  RMS_LIST,
  rmsTable,
  writeKeptRms,
  type KeptRms,
  type RmRecord,
} from './rmRows.ts'
import type { FillContext } from '../../sync/briefcase.ts'
import { redoOp } from '../../sync/layers.ts'
import { opTypesReady } from '../../sync/opRegistry.ts'
import { getBodyIfChanged, keepEtag } from '../../sync/conditionalGet.ts'
import { heldIds, listTables, markListFetched, putRows, replaceList } from '../../sync/listStore.ts'
import { getBodyOrNull, readAnswer } from '../../sync/pull.ts'
import { PullError } from '../../sync/pullError.ts'
import { rmDetailRow } from './rmOps.ts'
import type { Row } from '../../sync/syncDb.ts'
import { CALLS_AT_ONCE, mapPooled } from '../../sync/pool.ts'
import type { Transport } from '../../sync/transport.ts'
import { lostBase, opsByRm } from './rmOverlay.ts'

/** The most rows the server gives in one page. */
export const RM_PULL_PAGE_SIZE = 500

const rmListPath = (page: number): string =>
  pathOf(
    RM_ROUTES.list,
    rmListValues({ segmentIds: [], branchIds: [], page, perPage: RM_PULL_PAGE_SIZE, search: '' }),
  )

const rmDetailPath = (userId: number): string => pathOf(RM_ROUTES.detail, { userId })

/** A list row as the `rms` table keeps it (the RM's id is its userId there). */
export function rmListRow(row: RmRow): Row {
  return {
    userId: row.id,
    name: row.name,
    email: row.email,
    jobTitle: row.jobTitle,
    platform: row.platform,
    segment: row.segment,
    branch: row.branch,
    version: row.version,
  }
}

/**
 * Whether the rows of the last list answer are still here as it left them: master data's refresh
 * rewrites them bare (without the list's columns), and then the list is asked whole.
 */
async function rmListHeld(db: CrmDb): Promise<boolean> {
  const ids = (await db.syncLists.get(RMS_LIST))?.ids
  if (!ids) return false
  const rows = await rmsTable(db).bulkGet(ids)
  return rows.every((row) => row !== undefined && !isBareRm(row))
}

type RmListAnswer =
  | { unchanged: true }
  /** `rows` null when the provider lacks the call (404); `keepTag` once the rows are stored. */
  | { unchanged: false; rows: Row[] | null; keepTag(): Promise<void> }

/** Every page of the unfiltered list, the first asked with its last answer's tag. */
async function fetchRmList(
  db: CrmDb,
  transport: Transport,
  userId: number | undefined,
): Promise<RmListAnswer> {
  const get = { userId, path: rmListPath(1), held: () => rmListHeld(db) }
  const first = await getBodyIfChanged(db, transport, get)
  if (first.unchanged) return first
  const noTag = async () => {}
  if (first.body === null) return { unchanged: false, rows: null, keepTag: noTag }
  const rows: Row[] = []
  let body: unknown = first.body
  let page = 1
  for (;;) {
    const { items, info } = readAnswer(RM_ROUTES.list, body)
    rows.push(...items.map(rmListRow))
    if (items.length === 0 || page * RM_PULL_PAGE_SIZE >= info.total) break
    page += 1
    body = await getBodyOrNull(transport, rmListPath(page))
    if (body === null) throw new PullError(404, null)
  }
  // Only a list answered in one page is asked again with its tag: the first page's tag says
  // nothing of the others.
  const onePage = page === 1
  return { unchanged: false, rows, keepTag: onePage ? () => keepEtag(db, get, first) : noTag }
}

const detailOf = (source: Partial<RmRecord>): Row =>
  Object.fromEntries(RM_DETAIL_FIELDS.map((field) => [field, source[field]]))

/**
 * A listed RM with the detail's fields when they are known for its version: the row's own from
 * before the pull (unless a photo chosen here waits to be read back), else the kept RM's.
 */
function withDetail(listed: Row, before: RmRecord | undefined, kept: RmRecord | undefined): Row {
  const version = listed.version
  if (before && before.version === version && hasRmDetail(before) && !before.photoName) {
    return { ...listed, ...detailOf(before) }
  }
  return kept && kept.version === version && hasRmDetail(kept)
    ? { ...listed, ...detailOf(kept) }
    : listed
}

/**
 * Every RM of the list into `rms` (with the details known for their versions), RMS_LIST and the
 * kept RMs; then each RM's unsent changes back on its row where master data's refresh took them
 * off. Answers false (the device left as it is) when the provider lacks the call. Given the user,
 * the list is asked with its last answer's tag, and one unchanged stays as it is, fetched now.
 */
export async function pullRmList(
  db: CrmDb,
  transport: Transport,
  now: () => number = Date.now,
  userId?: number,
): Promise<boolean> {
  // Unsent RM ops are redone on the pulled rows by their op types.
  await opTypesReady()
  const startedAt = now()
  const answer = await fetchRmList(db, transport, userId)
  if (answer.unchanged) {
    // Rows master data's refresh removed (an RM added here) are not in the list: put back.
    const marked = await db.transaction('rw', listTables(db, 'rms'), async () => {
      await restoreRmOverlays(db, await readKeptRms(db))
      return markListFetched(db, RMS_LIST, now())
    })
    // Dropped meanwhile: no longer held, so asked again without a tag, whole.
    return marked || pullRmList(db, transport, now, userId)
  }
  const listed = answer.rows
  if (listed === null) return false
  await db.transaction('rw', listTables(db, 'rms'), async () => {
    const kept = await readKeptRms(db)
    const before = await rmsTable(db).bulkGet(listed.map((row) => row.userId as number))
    const rows = listed.map((row, index) =>
      withDetail(row, before[index], kept[row.userId as number]),
    )
    const stored = await replaceList(db, { key: RMS_LIST, table: 'rms' }, rows, startedAt, now())
    const server = Object.fromEntries(
      rows.map((row) => [row.userId as number, row as unknown as RmRecord]),
    )
    await writeKeptRms(db, server)
    await restoreRmOverlays(db, server)
    if (stored.asAnswered) await answer.keepTag()
  })
  return true
}

/** Details read from the server onto their rows (unless ops hold them) and into those kept. */
async function storeRmDetails(
  db: CrmDb,
  details: readonly RmDetail[],
  startedAt: number,
): Promise<void> {
  if (details.length === 0) return
  await db.transaction('rw', listTables(db, 'rms'), async () => {
    const held = await heldIds(db, 'rms', startedAt)
    await putRows(db, 'rms', details.map(rmDetailRow), held)
    const kept = await readKeptRms(db)
    for (const detail of details) kept[detail.id] = rmDetailRow(detail) as unknown as RmRecord
    await writeKeptRms(db, kept)
  })
}

/**
 * GET /pipeline/rm/{id} onto the RM's row; answers the detail, or null when there is none (an RM
 * added here and not sent yet, one deleted meanwhile, a provider without the call).
 */
export async function pullRmDetail(
  db: CrmDb,
  transport: Transport,
  rmId: number,
  now: () => number = Date.now,
): Promise<RmDetail | null> {
  // Unsent RM ops are redone on the pulled rows by their op types.
  await opTypesReady()
  if (isTempId(rmId)) return null
  const startedAt = now()
  const body = await getBodyOrNull(transport, rmDetailPath(rmId))
  if (body === null) return null
  const detail = readAnswer(RM_ROUTES.detail, body)
  await storeRmDetails(db, [detail], startedAt)
  return detail
}

/**
 * The briefcase's RMs (role 1): the whole list, then the detail of every listed RM whose detail is
 * not known for its version (a few calls at a time).
 */
export async function fillRms({
  db,
  transport,
  user,
  progress,
}: FillContext<CrmDb>): Promise<void> {
  if (!(await pullRmList(db, transport, Date.now, user.id))) return
  const kept = await readKeptRms(db)
  const stale = Object.values(kept)
    .filter((rm) => !isTempId(rm.userId) && !hasRmDetail(rm))
    .map((rm) => rm.userId)
  const startedAt = Date.now()
  const bodies = await mapPooled(
    stale,
    CALLS_AT_ONCE,
    (id) => getBodyOrNull(transport, rmDetailPath(id)),
    progress,
  )
  const details = bodies
    .filter((body) => body !== null)
    .map((body) => readAnswer(RM_ROUTES.detail, body))
  await storeRmDetails(db, details, startedAt)
}

/**
 * Puts each RM's unsent changes back on its row where master data's refresh took them off (or
 * left the row without the list's columns under them): the server's RM (`server`, by id) under
 * the row's own fields, with the RM's ops redone on it in order, each op recording the fields it
 * changes as they now are (what a discard puts back). Rows that still show their ops are left
 * alone. Inside a transaction over listTables(db, 'rms'); answers how many rows were rebuilt.
 */
export async function restoreRmOverlays(db: CrmDb, server: KeptRms): Promise<number> {
  const byRm = opsByRm(await db.outbox.where('entityKey').startsWith('rms:').toArray())
  const table = rmsTable(db)
  let rebuilt = 0
  for (const [rmId, rmOps] of byRm) {
    const current = (await table.get(rmId)) as Row | undefined
    const lost = lostBase(current, server[rmId], rmOps)
    if (!lost) continue
    let row = lost.base
    const rebased: OutboxOp[] = []
    for (const op of rmOps) {
      const redone = redoOp(row, op)
      row = redone.row
      rebased.push({ ...op, base: { ...op.base, fields: redone.fields } })
    }
    if (row) await table.put(row as unknown as RmRecord)
    else await table.delete(rmId)
    await db.outbox.bulkPut(rebased)
    rebuilt += 1
  }
  return rebuilt
}
