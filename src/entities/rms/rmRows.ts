/**
 * Relationship managers as IndexedDB keeps them (sales-activity-spec "Relationship manager list
 * (/rm)"). One table serves both the RM pickers and the Relationship Manager List: the master data
 * table `rms` (key userId). Master data fills it with { userId, name, email, branch, segment };
 * the RM list's pull (features/rms/rmPulls.ts, list RMS_LIST) adds the list's columns (job title,
 * platform, version) and an RM's detail adds nik, phone, address and the photo's path. It is also
 * the synced table of the RM ops (src/sync/rmOps.ts): an RM added here shows in every RM picker at
 * once under its temp id, which the server's id replaces when the create is answered.
 *
 * Master data replaces the whole table on each refresh (store/masterData.ts), which takes the list
 * and detail fields (and a change still waiting in the outbox) off the rows until the RM list's
 * pull (which the briefcase runs after master data) puts them back, from the server's RMs kept in
 * meta (KEPT_RMS_KEY) and the outbox. Meanwhile the RM screens read the same sources
 * (features/rms/rmOverlay.ts); the pickers show master data's rows.
 */
import type { Dexie, Table } from 'dexie'
import type { IdText } from '../../contract/common.ts'
import type { MasterRm } from '../../contract/master.ts'
import type { MetaRow } from '../../store/meta.ts'

/** An RM row: master data's fields, the list's when pulled, the detail's when read. */
export interface RmRecord extends MasterRm {
  jobTitle?: string
  platform?: IdText | null
  /** The server's version; absent on a row only master data wrote, 0 on one created here. */
  version?: number
  nik?: string
  phone?: string
  address?: string
  /** The photo's file view path (GET /File/view/{fileId}); null when there is none. */
  fileUrl?: string | null
  /** A photo chosen on this device whose save has not been read back yet: its file name. */
  photoName?: string
}

/** The fields only an RM's detail answers. */
export const RM_DETAIL_FIELDS = ['nik', 'phone', 'address', 'fileUrl'] as const

/** The briefcase's list of every RM (the unfiltered list, every page). */
export const RMS_LIST = 'briefcase:rms'

/**
 * The server's RMs as last pulled, by id: the list's columns, with the detail's fields when the
 * detail of that version was read. What a refresh of master data takes off the rows is read from
 * here (the RM screens show it meanwhile, the next list pull puts it back on the rows).
 */
export const KEPT_RMS_KEY = 'rms:server'

export type KeptRms = Record<string, RmRecord>

/** The table by name, so that any database holding it (the app's, a test's) serves. */
export const rmsTable = (database: Dexie): Table<RmRecord, number> =>
  database.table<RmRecord, number>('rms')

/** Whether the row holds the detail's fields (read from the server or set by a save here). */
export const hasRmDetail = (row: Partial<RmRecord>): boolean =>
  RM_DETAIL_FIELDS.every((field) => row[field] !== undefined)

/** A row only master data wrote (or rewrote): none of the list's columns, no version. */
export const isBareRm = (row: Partial<RmRecord>): boolean => row.version === undefined

/** The list's order: by name, then id (the server's), RMs added here among them by name. */
export function sortRms<T extends Pick<RmRecord, 'userId' | 'name'>>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.userId - b.userId,
  )
}

const metaTable = (database: Dexie): Table<MetaRow, string> =>
  database.table<MetaRow, string>('meta')

export async function readKeptRms(database: Dexie): Promise<KeptRms> {
  const value = (await metaTable(database).get(KEPT_RMS_KEY))?.value
  return typeof value === 'object' && value !== null ? (value as KeptRms) : {}
}

export async function writeKeptRms(database: Dexie, rms: KeptRms): Promise<void> {
  await metaTable(database).put({ key: KEPT_RMS_KEY, value: rms })
}
