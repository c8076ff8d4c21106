import type { Db } from '../db/db.ts'
import { badRequest } from './errors.ts'

const TABLES = {
  client: 'clients',
  tribe: 'tribes',
  segment: 'segments',
  branch: 'branches',
  industry: 'industries',
  proposalType: 'proposal_types',
  deal: 'deals',
} as const

const LABELS: Record<keyof typeof TABLES | 'user', string> = {
  client: 'Client',
  tribe: 'Tribe',
  segment: 'Segment',
  branch: 'Branch',
  industry: 'Industry',
  proposalType: 'Proposal type',
  deal: 'Deal',
  user: 'User',
}

/** A referenced id must exist: 400 `[{ description: '<Thing> <id> does not exist' }]` otherwise. */
export async function requireExisting(
  db: Db,
  kind: keyof typeof TABLES,
  ids: number | readonly number[],
): Promise<void> {
  const list = typeof ids === 'number' ? [ids] : [...new Set(ids)]
  if (list.length === 0) return
  const found = await db.query<{ id: number }>(
    `SELECT id FROM ${TABLES[kind]} WHERE id = ANY($1::int[])`,
    [list],
  )
  const missing = list.find((id) => !found.some((row) => row.id === id))
  if (missing !== undefined) throw badRequest(`${LABELS[kind]} ${missing} does not exist`)
}

/** Active users only (RMs, consultants, persons in charge). */
export async function requireUsers(db: Db, ids: number | readonly number[]): Promise<void> {
  const list = typeof ids === 'number' ? [ids] : [...new Set(ids)]
  if (list.length === 0) return
  const found = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE id = ANY($1::int[]) AND active AND deleted_at IS NULL',
    [list],
  )
  const missing = list.find((id) => !found.some((row) => row.id === id))
  if (missing !== undefined) throw badRequest(`${LABELS.user} ${missing} does not exist`)
}

/** Contacts must belong to the client. */
export async function requireContactsOf(
  db: Db,
  clientId: number,
  contactIds: readonly number[],
): Promise<void> {
  const list = [...new Set(contactIds)]
  if (list.length === 0) return
  const found = await db.query<{ id: number }>(
    'SELECT id FROM contacts WHERE client_id = $1 AND id = ANY($2::int[])',
    [clientId, list],
  )
  const missing = list.find((id) => !found.some((row) => row.id === id))
  if (missing !== undefined)
    throw badRequest(`Contact ${missing} does not belong to client ${clientId}`)
}

export function requireDistinct(ids: readonly number[], what: string): void {
  if (new Set(ids).size !== ids.length) throw badRequest(`${what} must not repeat`)
}
