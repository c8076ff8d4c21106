import { IF_MATCH_HEADER } from '../../contract/common.ts'
import { canActOnDeal } from '../../domain/permissions.ts'
import type { Db } from '../db/db.ts'
import type { Call } from '../http/api.ts'
import { checkIfMatch } from '../http/etag.ts'
import { forbidden, notFound } from '../http/errors.ts'
import { dealCard } from './cards.ts'

export type DealState = 'open' | 'won' | 'lost'

export interface LockedDeal {
  id: number
  name: string
  clientId: number
  stage: number
  probability: number
  state: DealState
  version: number
  rms: number[]
  access: number[]
}

/** Reads a deal for a write and locks its row until the transaction ends; 404 when missing. */
export async function lockDeal(tx: Db, dealId: number): Promise<LockedDeal> {
  const [deal] = await tx.query<Omit<LockedDeal, 'rms' | 'access'>>(
    `SELECT id, name, client_id AS "clientId", stage, probability, state, version
       FROM deals WHERE id = $1 FOR UPDATE`,
    [dealId],
  )
  if (!deal) throw notFound('Deal')
  const people = await tx.query<{ kind: 'rm' | 'access'; user_id: number }>(
    `SELECT 'rm' AS kind, user_id FROM deal_rms WHERE deal_id = $1
     UNION ALL SELECT 'access', user_id FROM deal_access WHERE deal_id = $1`,
    [dealId],
  )
  return {
    ...deal,
    rms: people.filter((p) => p.kind === 'rm').map((p) => p.user_id),
    access: people.filter((p) => p.kind === 'access').map((p) => p.user_id),
  }
}

/**
 * The body of a 412 on a deal: its card, with the fields of the name save payload the card lacks,
 * so a client can rebase a rename on the deal as it is (0 for none, as the payload writes them),
 * and `changedBy`: who changed its stage and probability last, and when.
 */
export async function dealConflictBody(db: Db, dealId: number): Promise<unknown> {
  const card = await dealCard(db, dealId)
  const [rest] = await db.query<Record<string, number>>(
    `SELECT coalesce(contact_id, 0) AS "contactId", coalesce(segment_id, 0) AS "segmentId",
            coalesce(branch_id, 0) AS "branchId", coalesce(pic_id, 0) AS "picId"
       FROM deals WHERE id = $1`,
    [dealId],
  )
  return card ? { ...card, ...rest, changedBy: await lastChangedBy(db, dealId) } : card
}

/** The journal's kinds of change, by the card field each changes. */
const JOURNALED_FIELDS: Readonly<Record<string, string>> = { stage: 'stage', prob: 'probability' }

/**
 * Who changed the deal's stage and probability last, and when (ISO), from its journal: a client
 * names them beside a field changed on both sides.
 */
async function lastChangedBy(
  db: Db,
  dealId: number,
): Promise<Record<string, { name: string; at: string }>> {
  const rows = await db.query<{ type: string; name: string; at: string }>(
    `SELECT DISTINCT ON (j.type) j.type, u.name,
            to_char(j.update_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at
       FROM deal_journal j JOIN users u ON u.id = j.updated_by
      WHERE j.deal_id = $1 AND j.type = ANY($2::text[])
      ORDER BY j.type, j.update_time DESC, j.id DESC`,
    [dealId, Object.keys(JOURNALED_FIELDS)],
  )
  return Object.fromEntries(
    rows.map(({ type, name, at }) => [JOURNALED_FIELDS[type]!, { name, at }]),
  )
}

/**
 * The deal a write acts on: locked, the actor allowed on it (roles 1 and 2; role 5 when in its
 * RMs or access list), and the If-Match version (when sent) still current, else 412 with its card
 * (dealConflictBody).
 * Writes to a deal's parts that carry their own version (status updates) skip the deal's If-Match.
 */
export async function dealForWrite(
  call: Call,
  dealId: number,
  options: { ifMatch?: boolean } = {},
): Promise<LockedDeal> {
  const deal = await lockDeal(call.db, dealId)
  const owned = {
    rms: deal.rms.map((userId) => ({ userId })),
    access: deal.access.map((userId) => ({ userId })),
  }
  if (!canActOnDeal(call.actor, owned)) throw forbidden()
  if (options.ifMatch === false) return deal
  await checkIfMatch(call.header(IF_MATCH_HEADER), deal.version, () =>
    dealConflictBody(call.db, dealId),
  )
  return deal
}

/** Bumps the deal's version after a write to it or to one of its parts; answers the new version. */
export async function touchDeal(tx: Db, dealId: number): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    'UPDATE deals SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING version',
    [dealId],
  )
  return row!.version
}
