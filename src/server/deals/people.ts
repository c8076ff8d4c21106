import type { Db } from '../db/db.ts'

/** The person in charge is on the deal's access list (reason 'pic'); the creator stays on it. */
export async function setPicAccess(tx: Db, dealId: number, picId: number): Promise<void> {
  await tx.query(`DELETE FROM deal_access WHERE deal_id = $1 AND reason = 'pic'`, [dealId])
  if (picId > 0) {
    await tx.query(
      `INSERT INTO deal_access (deal_id, user_id, reason) VALUES ($1, $2, 'pic') ON CONFLICT DO NOTHING`,
      [dealId, picId],
    )
  }
}

/** Makes these users the deal's consultants, each on its access list (reason 'consultant'). */
export async function replaceConsultants(
  tx: Db,
  dealId: number,
  consultants: readonly number[],
): Promise<void> {
  await tx.query('DELETE FROM deal_consultants WHERE deal_id = $1', [dealId])
  await tx.query('INSERT INTO deal_consultants (deal_id, user_id) SELECT $1, unnest($2::int[])', [
    dealId,
    consultants,
  ])
  await tx.query(`DELETE FROM deal_access WHERE deal_id = $1 AND reason = 'consultant'`, [dealId])
  await tx.query(
    `INSERT INTO deal_access (deal_id, user_id, reason)
     SELECT $1, unnest($2::int[]), 'consultant' ON CONFLICT DO NOTHING`,
    [dealId, consultants],
  )
}

/** Makes these contacts the deal's client members. */
export async function replaceMembers(
  tx: Db,
  dealId: number,
  contactIds: readonly number[],
): Promise<void> {
  await tx.query('DELETE FROM deal_members WHERE deal_id = $1', [dealId])
  await tx.query(
    `INSERT INTO deal_members (deal_id, contact_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [dealId, contactIds],
  )
}

/** Drops the deal's members that are contacts of another client than `clientId`. */
export async function dropMembersOfOtherClients(
  tx: Db,
  dealId: number,
  clientId: number,
): Promise<void> {
  await tx.query(
    `DELETE FROM deal_members m USING contacts c
      WHERE m.deal_id = $1 AND c.id = m.contact_id AND c.client_id <> $2`,
    [dealId, clientId],
  )
}
