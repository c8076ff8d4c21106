/**
 * The outbox tables (README "How a change reaches the server"): the operations a person made, kept
 * until the server settled them, plus the two small tables the pull needs. CrmDb adds OUTBOX_STORES
 * in the version that introduces them; the sync engine takes any Dexie database with these tables
 * (and `meta`) as `OutboxTables`.
 */
import type { EntityTable } from 'dexie'
import type { MetaRow } from './meta.ts'

export const OUTBOX_STORES = {
  outbox: '++seq, &opId, status, entityKey, userId',
  /** The ids each pulled list (one per filter key) answered last time. */
  syncLists: '&key, table',
  /** Entities whose op settled recently: a pull that started before that ignores them. */
  syncSettled: '&entityKey, settledAt',
} as const

/**
 * pending: waiting to be sent (or to be retried at nextAttemptAt); sending: a request is out;
 * failed: the server refused it (lastError); conflict: the entity changed on the server
 * (serverState). A settled op (applied, discarded, taken theirs) leaves the outbox.
 */
export type OpStatus = 'pending' | 'sending' | 'failed' | 'conflict'

/** Entity ids are the server's (positive) or temporary ones (negative) for rows created offline. */
export interface EntityRef {
  table: string
  id: number
}

export interface OpBase {
  /** The entity's server version the person acted on (sent as If-Match); null when it has none. */
  version: number | null
  /**
   * The fields the op changes, as they were before it (an update); the whole row (a delete);
   * null when the op created the row. Discarding the op puts these back.
   */
  fields: Record<string, unknown> | null
}

/** Items of an array of ids or names (a pulled list's ids) a command added and removed. */
export interface ItemsChange {
  added: (string | number)[]
  /** Each with its index in the array as it was. */
  removed: { at: number; item: string | number }[]
}

/**
 * A row a command wrote beside its op's own row (a row the op's change stands on, a list it
 * joins, a mark, the board's order), so undoing the op undoes it too (src/sync/effects.ts).
 */
export interface RowEffect {
  table: string
  key: string | number
  /** The fields it changed as they were (undefined: absent); null: the row was absent. */
  before: Record<string, unknown> | null
  /** The fields it changed as it left them (undefined: absent); null: it removed the row. */
  after: Record<string, unknown> | null
  /** Arrays of ids it added to or removed from, by field: only those items, not the arrays. */
  items?: Record<string, ItemsChange>
}

export interface OutboxOp {
  /** Auto-increment: the replay order. */
  seq: number
  /** A UUID, sent as Idempotency-Key on every attempt. */
  opId: string
  /** A registered op type, e.g. 'deal.moveStage'. */
  type: string
  entity: EntityRef
  /** `${entity.table}:${entity.id}`, indexed: ops of one card, and per-card state. */
  entityKey: string
  args: Record<string, unknown>
  base: OpBase
  status: OpStatus
  /** Requests sent for this op so far. */
  attempts: number
  /** Epoch ms; a pending op is not sent before this time. */
  nextAttemptAt: number
  /** Epoch ms when the current attempt started (status sending). */
  sendingSince: number | null
  /** The server's reason (failed, conflict) or what went wrong with the last attempt. */
  lastError: string | null
  /** HTTP status of the last answer; 0 when none arrived. */
  lastStatus: number | null
  /** Server errors (5xx) answered in a row to this op's latest attempts; absent is 0. */
  serverErrors?: number
  /** The entity as the server has it (the body of a 412), shown beside the local one. */
  serverState: unknown
  createdAt: number
  /** The signed-in user who made it: only that user's session sends it. */
  userId: number
  /** Other rows its command wrote, in the order written; absent is none. */
  effects?: RowEffect[]
  /** A conflict's fields changed both here and on the server (row fields); absent: none told. */
  clashes?: string[]
  /** Of those, who changed each on the server and when (ISO), where the answer said. */
  changedBy?: Record<string, { name: string; at: string }>
  /**
   * Epoch ms of each time the server had changed other fields and the op was rebased on its
   * version without asking (src/sync/merge.ts); absent is never.
   */
  merged?: number[]
}

/**
 * After this many server errors in a row (about two minutes of backoff) a waiting op is shown as
 * stalled on its card and in Pending changes, where it can be sent now or discarded; it is still
 * tried again on its own, and other entities' ops go on meanwhile.
 */
export const STALLED_AFTER_SERVER_ERRORS = 7

export const isStalled = (op: Pick<OutboxOp, 'status' | 'serverErrors'>): boolean =>
  op.status === 'pending' && (op.serverErrors ?? 0) >= STALLED_AFTER_SERVER_ERRORS

/**
 * The ids a list answered. A row an older version wrote may still carry the answer's `etag`:
 * nothing reads it (tags are conditionalGet's, in meta), and the list's next write drops it.
 */
export interface SyncListRow {
  key: string
  table: string
  ids: number[]
}

export interface SettledRow {
  entityKey: string
  settledAt: number
  /** The server accepted the op (not a discard or Take theirs): every tab shows the success mark. */
  applied?: boolean
  /** It was accepted after a rebase on another change made on the server: a "merged" mark. */
  merged?: boolean
}

/** What the sync engine needs of a database, beside the tables of the entities it syncs. */
export interface OutboxTables {
  outbox: EntityTable<OutboxOp, 'seq'>
  syncLists: EntityTable<SyncListRow, 'key'>
  syncSettled: EntityTable<SettledRow, 'entityKey'>
  meta: EntityTable<MetaRow, 'key'>
}

export const entityKey = (table: string, id: number): string => `${table}:${id}`

/** An op's sending state before its first attempt: a new op's, and one made ready again. */
export const UNSENT: Pick<
  OutboxOp,
  | 'status'
  | 'attempts'
  | 'nextAttemptAt'
  | 'sendingSince'
  | 'lastError'
  | 'lastStatus'
  | 'serverState'
> = {
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  sendingSince: null,
  lastError: null,
  lastStatus: null,
  serverState: null,
}

/** Temporary ids of entities created offline are negative; the server's are positive. */
export const isTempId = (id: number): boolean => id < 0

/** Every op in the outbox is unsettled; these statuses need a person's decision. */
export const needsDecision = (op: Pick<OutboxOp, 'status'>): boolean =>
  op.status === 'failed' || op.status === 'conflict'
