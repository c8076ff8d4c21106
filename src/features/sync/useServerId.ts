/**
 * The server id of a row opened on its temporary id, once its create settled (the sync engine
 * records the remapping, tempIds.ts); undefined while there is none (a server id, or still
 * waiting). A screen holding the temp id in its address reopens on the answer.
 */
import { useLiveQuery } from '../../store/liveQuery.ts'
import { db } from '../../entities/db.ts'
import { isTempId } from '../../store/outbox.ts'
import type { SyncedTableName } from '../../sync/syncDb.ts'
import { resolveTempId } from '../../sync/tempIds.ts'

export function useServerId(table: SyncedTableName, id: number | undefined): number | undefined {
  const resolved = useLiveQuery(
    () => (id === undefined || !isTempId(id) ? undefined : resolveTempId(db, table, id)),
    [table, id],
  )
  return resolved === undefined || isTempId(resolved) ? undefined : resolved
}
