/**
 * What each pending op is about, by name (Pending changes): read from the op itself, else from
 * the local row (or the deal a status update, proposal or projected invoice belongs to), as each
 * entity module names its rows (sync/entityModule TableNaming); a thing this device does not hold
 * is said so, never shown by its internal key.
 */
import type { Dexie } from 'dexie'
import { namingOf } from '../../entities/registry.ts'
import { readRow } from '../../entities/readRow.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { opNameFromArgs, unnamedSubject } from '../../app/sync/describeOp.ts'

type Row = Record<string, unknown>

/** The name a local row gives what it holds; null when it holds none. */
export const rowName = (table: string, row: Row | undefined): string | null =>
  row ? (namingOf(table).fromRow?.(row) ?? null) : null

/** What one op is about, in words. */
export async function readOpSubject(database: Dexie, op: OutboxOp): Promise<string> {
  const { table, id } = op.entity
  const naming = namingOf(table)
  if (naming.subject) return naming.subject(database, op)
  if (naming.rowFirst) {
    return (
      rowName(table, await readRow(database, table, id)) ??
      opNameFromArgs(op) ??
      unnamedSubject(table)
    )
  }
  const fromArgs = opNameFromArgs(op)
  if (naming.namedAs) {
    const { table: of, field } = naming.namedAs
    const row = await readRow(database, table, id)
    const ownerId = typeof op.args[field] === 'number' ? op.args[field] : row?.[field]
    const owner = await readRow(database, of, ownerId)
    return rowName(of, owner) ?? fromArgs ?? rowName(table, row) ?? unnamedSubject(of)
  }
  if (fromArgs !== null) return fromArgs
  return rowName(table, await readRow(database, table, id)) ?? unnamedSubject(table)
}

/** What each op is about, by opId. */
export async function readOpSubjects(
  database: Dexie,
  ops: readonly OutboxOp[],
): Promise<Map<string, string>> {
  const subjects = await Promise.all(ops.map((op) => readOpSubject(database, op)))
  return new Map(ops.map((op, index) => [op.opId, subjects[index]!]))
}
