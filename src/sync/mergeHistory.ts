/**
 * The ops the engine merged by itself (rebase.ts), newest first, kept in `meta` so Pending changes
 * can list them after they left the outbox: a person sees what was sent on another version
 * without being asked. Written in the rebase's own transaction; only the latest few are kept.
 */
import type { OutboxOp } from '../store/outbox.ts'
import { META_KEYS, type SyncDb } from './syncDb.ts'

export const MERGE_HISTORY_LINES = 20

export interface MergedLine {
  /** Epoch ms of the rebase. */
  at: number
  /** The op as it was rebased (without the server's state). */
  op: OutboxOp
}

const isLines = (value: unknown): value is MergedLine[] =>
  Array.isArray(value) &&
  value.every((line) => typeof (line as Partial<MergedLine>)?.at === 'number')

/** The lines kept, newest first; those of other users left out. */
export async function readMergeHistory(db: SyncDb, userId: number): Promise<MergedLine[]> {
  const row = await db.meta.get(META_KEYS.mergeHistory)
  const lines = isLines(row?.value) ? row.value : []
  return lines.filter((line) => line.op.userId === userId)
}

/** Adds a line for `op`; runs inside a transaction over `meta`. */
export async function recordMerge(db: SyncDb, op: OutboxOp, at: number): Promise<void> {
  const row = await db.meta.get(META_KEYS.mergeHistory)
  const lines = isLines(row?.value) ? row.value : []
  const line: MergedLine = { at, op: { ...op, serverState: null } }
  await db.meta.put({
    key: META_KEYS.mergeHistory,
    value: [line, ...lines].slice(0, MERGE_HISTORY_LINES),
  })
}
