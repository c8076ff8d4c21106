/**
 * The RMs' part of the change feed (role 1): each active RM with its list's columns and its
 * detail onto the `rms` rows and the RM list (RMS_LIST), and into the server's RMs kept in meta
 * (store/rms.ts), whose unsent changes are then put back on their rows (restoreRmOverlays).
 */
import type { RmDetail } from '../../contract/rms.ts'
import type { CrmDb } from '../db.ts'
import { readKeptRms, RMS_LIST, writeKeptRms, type RmRecord } from './rmRows.ts'
import type { FeedSection } from '../../sync/feedSection.ts'
import { rmDetailRow } from './rmOps.ts'
import {
  applyTableChanges,
  keepOnlyListed,
  markListsFetched,
  rowsAndDeletes,
} from '../../sync/tableSection.ts'
import { restoreRmOverlays } from './rmPulls.ts'

const asRecord = (detail: RmDetail) => rmDetailRow(detail) as unknown as RmRecord

export const rmsFeed: FeedSection<CrmDb> = {
  keys: ['rms'],
  tables: ['rms'],
  count: (page) => rowsAndDeletes(page.rms),
  begin({ db, startedAt, now }) {
    const listed = new Set<number>()
    return {
      async apply(page) {
        const part = page.rms
        if (!part || part.upserts.length + part.deletes.length === 0) return
        const rows = part.upserts.map(rmDetailRow)
        const ids = await applyTableChanges(db, 'rms', RMS_LIST, rows, part.deletes, startedAt)
        for (const id of ids) listed.add(id)
        const kept = await readKeptRms(db)
        for (const detail of part.upserts) kept[detail.id] = asRecord(detail)
        for (const id of part.deletes) delete kept[id]
        await writeKeptRms(db, kept)
        await restoreRmOverlays(db, kept)
      },
      async finish(whole) {
        if (whole) {
          const gone = await keepOnlyListed(db, 'rms', RMS_LIST, listed, startedAt)
          if (gone.length > 0) {
            const kept = await readKeptRms(db)
            for (const id of gone) delete kept[id]
            await writeKeptRms(db, kept)
          }
        }
        await markListsFetched(db, [RMS_LIST], now())
      },
    }
  },
}
