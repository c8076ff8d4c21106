/**
 * The three-way field comparison behind a 409/412: the op's base (its fields as they were when
 * the person acted), the server's current entity, and the op's change. When the server changed
 * none of the fields the op changes (or changed them to the same values), the op is rebased on
 * the server's version and sent again without asking; otherwise the clashing fields go to the
 * person. The fields an op changes are those its op type declares over its contract payload
 * (payloadFields.ts): those it sets, and those it sends where its value is not its base's.
 */
import type { OutboxOp } from '../store/outbox.ts'
import { sameValue } from '../store/sameValue.ts'
import type { OpArgs, OpType } from './opType.ts'
import type { PayloadField } from './payloadFields.ts'
import { opTypeOf } from './opRegistry.ts'
import type { Row } from './syncDb.ts'

export type MergeOutcome =
  /** Send `args` again on `version`; `theirs` is the server's entity the op now stands on. */
  | { kind: 'rebase'; args: OpArgs; version: number; theirs: Row }
  /** Ask the person; `fields` are the row fields changed on both sides (empty: none could be told). */
  | { kind: 'conflict'; fields: string[] }

const rowsOf = (field: PayloadField): readonly string[] => {
  if (field.kind === 'sets') return field.rows
  return field.kind === 'sends' ? Object.keys(field.rows) : []
}

/** The row fields an op type may change: those its payload sets or sends. */
export function declaredFields(type: OpType): string[] {
  return [...new Set(Object.values(type.fields ?? {}).flatMap(rowsOf))]
}

/**
 * The row fields an op changes: those its payload sets, and those it sends where its local
 * change is not its base (a whole-entity save changes only what the person edited).
 */
export function changedFields(
  op: Pick<OutboxOp, 'type' | 'args' | 'userId' | 'createdAt' | 'base'>,
): { fields: string[]; mine: Row } {
  const type = opTypeOf(op.type)
  const mine = type.local(op.args as never, { userId: op.userId, at: op.createdAt })
  const base = op.base.fields ?? {}
  const set = new Set(
    Object.values(type.fields ?? {}).flatMap((field) => (field.kind === 'sets' ? field.rows : [])),
  )
  const fields = declaredFields(type).filter(
    (row) => set.has(row) || !sameValue(mine[row], base[row]),
  )
  return { fields, mine }
}

/**
 * The op's args on the server's entity: each field it sends but does not change takes the
 * server's value, so no field the other person changed is sent back old. Null when the server's
 * entity lacks one of them, or holds another kind of value.
 */
export function rebasedArgs(
  type: OpType,
  args: OpArgs,
  theirs: Row,
  changed: readonly string[],
): OpArgs | null {
  const rebased: OpArgs = { ...args }
  for (const field of Object.values(type.fields ?? {})) {
    if (field.kind !== 'sends') continue
    for (const [row, arg] of Object.entries(field.rows)) {
      if (arg === null || changed.includes(row)) continue
      const value = theirs[row]
      if (!(row in theirs) || typeof value !== typeof args[arg]) return null
      rebased[arg] = value
    }
  }
  return rebased
}

/**
 * Fields changed on both sides to different values. A field the server's entity does not carry
 * cannot be told apart, so it counts as changed on both sides.
 */
export function clashingFields(base: Row, mine: Row, theirs: Row, fields: readonly string[]) {
  return fields.filter((field) => {
    if (!(field in theirs)) return true
    const server = theirs[field]
    return !sameValue(server, base[field]) && !sameValue(server, mine[field])
  })
}

/**
 * What to do with an op the server refused with 409/412, given the entity the answer carried as
 * row fields (the op type's serverState); null when it carried none.
 */
export function mergeOutcome(
  op: Pick<OutboxOp, 'type' | 'args' | 'userId' | 'createdAt' | 'base'>,
  theirs: Row | null,
): MergeOutcome {
  const type = opTypeOf(op.type)
  const version = theirs?.version
  if (type.kind !== 'update' || !theirs || typeof version !== 'number' || !op.base.fields) {
    return { kind: 'conflict', fields: [] }
  }
  const { fields, mine } = changedFields(op)
  const clashes = clashingFields(op.base.fields, mine, theirs, fields)
  // A refusal on the version the op was sent on (a business rule) is not a change to merge.
  if (clashes.length > 0 || !type.merges || version === op.base.version) {
    return { kind: 'conflict', fields: clashes }
  }
  const args = rebasedArgs(type, op.args, theirs, fields)
  if (!args) return { kind: 'conflict', fields: [] }
  return { kind: 'rebase', args, version, theirs }
}
