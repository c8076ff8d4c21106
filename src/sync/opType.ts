/**
 * One registered kind of operation (the handler registry of STYLE.md, after Actual Budget): how
 * it changes the local row, the request it sends (built at send time from its args, so remapped
 * ids are used), what of the server's answer it writes back, and how it reads the server's state
 * in a conflict. Rollback is the same for every type: the op's `base` is put back, and what its
 * command wrote beside the row is undone (effects.ts).
 */
import { isRecord } from '../contract/validate.ts'
import type { PayloadFields } from './payloadFields.ts'
import type { Row, SyncedTableName } from './syncDb.ts'
import type { SyncRequest } from './transport.ts'

/** create: inserts the row (a temp id); update: changes some fields; delete: removes the row. */
export type OpKind = 'create' | 'update' | 'delete'

export interface LocalContext {
  userId: number
  /** Epoch ms when the person acted. */
  at: number
}

export interface WriteBack {
  /** Fields of the server's answer put on the row (its version above all). */
  patch: Row
  /** A create's server id, which replaces the temp id everywhere. */
  id?: number
}

export type OpArgs = Record<string, unknown>

export interface OpType<A extends OpArgs = OpArgs> {
  readonly type: string
  /** What the person did, in the Pending changes list and the decision dialogs ('Move stage'). */
  readonly label: string
  readonly table: SyncedTableName
  readonly kind: OpKind
  /** The arg holding the entity's id (a temp id is put there for a create). */
  readonly idArg: keyof A & string
  /**
   * Other args holding ids (a number, or an array of numbers) of synced entities: remapped with
   * them, and waited for while temporary.
   */
  readonly refs: Partial<Record<keyof A & string, SyncedTableName>>
  /**
   * Refs whose entity's earlier ops are waited for even when it is not temporary: the server
   * checks its state (an invoice is added only to a deal already Won).
   */
  readonly waitsOn?: readonly (keyof A & string)[]
  /** Sends If-Match with the base version (when the row has one). */
  readonly ifMatch: boolean
  /** create: the new row without its key; update: the fields it sets; delete: nothing. */
  local(args: A, context: LocalContext): Row
  /** The request without the replay headers (Idempotency-Key, If-Match). */
  request(args: A, context: { userId: number }): SyncRequest
  /**
   * `baseVersion`: the version the op was sent on (its If-Match), for answers that carry none
   * although the server bumped the version (a 204).
   */
  writeBack(answer: unknown, baseVersion?: number | null): WriteBack
  /** The entity as the body of a 409/412 gives it, as row fields; null when the body has none. */
  serverState(body: unknown): Row | null
  /** Refusals that still mean the intent holds (a delete of an entity already gone). */
  alreadyApplied?(status: number): boolean
  /**
   * update: what it does with each field of its contract payload (payloadFields.ts). The row fields
   * it changes are compared with the server's on a 409/412 (merge.ts).
   */
  readonly fields?: PayloadFields<keyof A & string>
  /**
   * update: rebased on the server's version and sent again when the server changed none of the
   * fields it changes; false: a 409/412 always asks the person (its op says why).
   */
  readonly merges?: boolean
}

export const defineOp = <A extends OpArgs>(op: OpType<A>): OpType<A> => op

/** An update: it declares what it does with its payload's fields, and whether it merges. */
export const defineUpdateOp = <A extends OpArgs>(
  op: OpType<A> & {
    kind: 'update'
    fields: PayloadFields<keyof A & string>
    merges: boolean
  },
): OpType<A> & { readonly kind: 'update' } => op

/** A create: its command is given the args without the id, which becomes a temp id. */
export const defineCreateOp = <A extends OpArgs>(
  op: OpType<A> & { kind: 'create' },
): OpType<A> & { readonly kind: 'create' } => op

/** The listed number fields of an answer (anything else is left out). */
export function numberFields(answer: unknown, fields: readonly string[]): Row {
  if (!isRecord(answer)) return {}
  const picked: Row = {}
  for (const field of fields) {
    const value = answer[field]
    if (typeof value === 'number' && Number.isFinite(value)) picked[field] = value
  }
  return picked
}

/** A create's answer: the new row's server id and its version. */
export function createdWriteBack(answer: unknown): WriteBack {
  const { id, version } = numberFields(answer, ['id', 'version'])
  return {
    patch: version === undefined ? {} : { version },
    ...(typeof id === 'number' ? { id } : {}),
  }
}

/**
 * A 412 body is the entity itself: an object with its key and a numeric version. Its `changedBy`
 * (who changed which field last, read apart by rebase.ts) is not the entity's.
 */
export function entityState(body: unknown, key: string): Row | null {
  if (!isRecord(body)) return null
  const { changedBy: _changedBy, ...entity } = body
  return typeof body[key] === 'number' && typeof body.version === 'number' ? entity : null
}

/** ISO time without milliseconds, as the server writes times. */
export const isoTime = (epochMs: number): string =>
  new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z')
