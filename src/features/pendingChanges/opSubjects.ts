/**
 * What each pending op is about, by name (Pending changes): the company, contact, deal, team, RM,
 * the visit's company and date, the target's unit and year. Read from the op itself, else from
 * the local row (or the deal a status update, proposal or projected invoice belongs to); a thing
 * this device does not hold is said so, never shown by its internal key.
 */
import type { Dexie } from 'dexie'
import { ADD_TARGET_MENU } from '../../domain/targets.ts'
import { type TargetType } from '../../domain/targetTypes.ts'
import type { OutboxOp } from '../../store/outbox.ts'
import { opNameFromArgs, unnamedSubject, visitSubject } from '../sync/describeOp.ts'

type Row = Record<string, unknown>

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null

/** The entities whose name is their deal's. */
const DEAL_LINKED = new Set(['statusUpdates', 'proposals', 'projectionItems'])

/** The name a local row gives what it holds; null when it holds none. */
export function rowName(table: string, row: Row | undefined): string | null {
  if (!row) return null
  switch (table) {
    case 'clients':
      return text(row.company)
    case 'contacts':
    case 'teams':
    case 'rms':
      return text(row.name)
    case 'deals':
    case 'projectionItems':
      return text(row.dealName)
    case 'visits':
      return visitSubject(row.clientName, row.visitDate)
    case 'invoices':
      return text(row.dealName) ?? text(isRecord(row.client) ? row.client.text : null)
    default:
      return null
  }
}

const TARGET_TYPE_LABEL = new Map<string, string>(
  ADD_TARGET_MENU.map((item) => [item.type, item.label]),
)

/** Where a target's unit is named: the master lists. */
const UNIT_TABLE: Readonly<Record<TargetType, string>> = {
  tribe: 'tribes',
  segment: 'segments',
  branch: 'branches',
  rm: 'rms',
}

/** A target by its unit and year: 'Tribe Digital, 2027'. */
export function targetSubject(type: unknown, unitName: string | null, year: unknown): string {
  const label = (typeof type === 'string' && TARGET_TYPE_LABEL.get(type)) || 'Target'
  const unit = unitName ?? (label === 'Target' ? '' : 'target')
  const of = unit ? `${label} ${unit}` : label
  return typeof year === 'number' ? `${of}, ${year}` : of
}

async function readRow(database: Dexie, table: string, id: unknown): Promise<Row | undefined> {
  if (typeof id !== 'number' || !database.tables.some((each) => each.name === table)) return
  const row: unknown = await database.table(table).get(id)
  return isRecord(row) ? row : undefined
}

async function targetName(database: Dexie, op: OutboxOp): Promise<string> {
  const { type, unitId, year } = op.args
  const table = typeof type === 'string' ? UNIT_TABLE[type as TargetType] : undefined
  const unit = table ? await readRow(database, table, unitId) : undefined
  return targetSubject(type, text(unit?.name) ?? text(unit?.text), year)
}

/** What one op is about, in words. */
export async function readOpSubject(database: Dexie, op: OutboxOp): Promise<string> {
  const { table, id } = op.entity
  if (table === 'targets') return targetName(database, op)
  if (table === 'deals') {
    const deal = await readRow(database, 'deals', id)
    return rowName('deals', deal) ?? opNameFromArgs(op) ?? unnamedSubject('deals')
  }
  const fromArgs = opNameFromArgs(op)
  if (DEAL_LINKED.has(table)) {
    const row = await readRow(database, table, id)
    const dealId = typeof op.args.dealId === 'number' ? op.args.dealId : row?.dealId
    const deal = await readRow(database, 'deals', dealId)
    return rowName('deals', deal) ?? fromArgs ?? rowName(table, row) ?? unnamedSubject('deals')
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
