import type { Db } from '../db/db.ts'

/** The log's state as one transaction sees it (see migration 002_change_feed.sql). */
export interface LogState {
  epoch: number
  /** The log holds every change from this txid on. */
  horizon: bigint
  /** Every transaction below it has finished: the end of a window that starts now. */
  xmin: bigint
}

export async function readLogState(db: Db): Promise<LogState> {
  const [row] = await db.query<{ epoch: number; horizon: string; xmin: string }>(
    `SELECT epoch, horizon::text AS horizon, pg_snapshot_xmin(pg_current_snapshot())::text AS xmin
       FROM sync_state`,
  )
  if (!row) throw new Error('sync_state is empty: migration 002_change_feed.sql did not run')
  return { epoch: row.epoch, horizon: BigInt(row.horizon), xmin: BigInt(row.xmin) }
}

/** What a log row names (migrations 002, 009 and 010). */
export type EntityKind =
  | 'client'
  | 'contact'
  | 'deal'
  | 'invoice'
  | 'target'
  | 'team'
  | 'user'
  | 'master'
  | 'report'
  | 'report_visit'
  | 'report_proposal'
  | 'report_target'

/** Distinct ids of `kind` logged in [from, to), above `afterId`, ascending. */
export async function loggedIds(
  db: Db,
  kind: EntityKind,
  window: { from: bigint; to: bigint },
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT DISTINCT entity_id AS id FROM sync_changes
      WHERE entity = $1 AND txid >= $2::xid8 AND txid < $3::xid8 AND entity_id > $4
      ORDER BY entity_id LIMIT $5`,
    [kind, window.from.toString(), window.to.toString(), afterId, limit],
  )
  return rows.map((row) => row.id)
}

/** Every distinct id of `kind` logged in [from, to) (the markers: few rows per window). */
export async function allLoggedIds(
  db: Db,
  kind: EntityKind,
  window: { from: bigint; to: bigint },
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT DISTINCT entity_id::int AS id FROM sync_changes
      WHERE entity = $1 AND txid >= $2::xid8 AND txid < $3::xid8 ORDER BY 1`,
    [kind, window.from.toString(), window.to.toString()],
  )
  return rows.map((row) => row.id)
}

/** Every distinct (id, month) of a marker kind logged in [from, to) (migration 010). */
export async function loggedMarks(
  db: Db,
  kind: EntityKind,
  window: { from: bigint; to: bigint },
): Promise<{ person: number; month: number }[]> {
  return db.query<{ person: number; month: number }>(
    `SELECT DISTINCT entity_id::int AS person, month FROM sync_changes
      WHERE entity = $1 AND txid >= $2::xid8 AND txid < $3::xid8 ORDER BY 1, 2`,
    [kind, window.from.toString(), window.to.toString()],
  )
}

export const LOG_KEEP_DAYS = 30

/**
 * Drops log rows older than `days` (whole transactions, up to the newest old one) and moves the
 * horizon past them: a cursor from before gets a full window instead of a gap.
 */
export async function pruneChangeLog(db: Db, days = LOG_KEEP_DAYS): Promise<void> {
  await db.tx(async (tx) => {
    const [old] = await tx.query<{ txid: string | null }>(
      `SELECT max(txid)::text AS txid FROM sync_changes
        WHERE logged_at < now() - make_interval(days => $1)`,
      [days],
    )
    if (!old?.txid) return
    const horizon = (BigInt(old.txid) + 1n).toString()
    await tx.query('DELETE FROM sync_changes WHERE txid < $1::xid8', [horizon])
    await tx.query('UPDATE sync_state SET horizon = greatest(horizon, $1::xid8)', [horizon])
  })
}
