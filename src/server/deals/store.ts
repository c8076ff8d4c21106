import type { NewDealRequest, UpdateDealRequest } from '../../contract/deals.ts'
import type { Db } from '../db/db.ts'
import type { DealState } from './lock.ts'

/** 0 (none) is stored as NULL. */
const orNull = (id: number): number | null => id || null

export async function dealExists(db: Db, dealId: number): Promise<boolean> {
  const [deal] = await db.query('SELECT 1 FROM deals WHERE id = $1', [dealId])
  return deal !== undefined
}

/**
 * Adds a deal with its one RM and tribe (100% each) and its creator on its access list; answers
 * its id, version and creation time.
 */
export async function insertDeal(
  tx: Db,
  input: NewDealRequest,
  createdBy: number,
): Promise<{ id: number; version: number; createdAt: Date }> {
  const [deal] = await tx.query<{ id: number; version: number; createdAt: Date }>(
    `INSERT INTO deals (name, client_id, contact_id, deal_date, stage, probability, tribe_id,
                        segment_id, branch_id, pic_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id, version, created_at AS "createdAt"`,
    [
      input.name,
      input.clientId,
      orNull(input.contactId),
      input.dealDate,
      input.stageId,
      input.probability,
      input.tribeId,
      input.segmentId,
      input.branchId,
      orNull(input.picId),
      createdBy,
    ],
  )
  const dealId = deal!.id
  await tx.query(
    `INSERT INTO deal_rms (deal_id, user_id, percent, nominal, use_percent) VALUES ($1, $2, 100, 0, true)`,
    [dealId, input.userIdRM],
  )
  await tx.query(
    `INSERT INTO deal_tribes (deal_id, tribe_id, percent, nominal, use_percent) VALUES ($1, $2, 100, 0, true)`,
    [dealId, input.tribeId],
  )
  await tx.query(`INSERT INTO deal_access (deal_id, user_id, reason) VALUES ($1, $2, 'creator')`, [
    dealId,
    createdBy,
  ])
  return deal!
}

/** Rewrites the fields of the deal name save payload; answers the new version. */
export async function updateDeal(
  tx: Db,
  dealId: number,
  input: UpdateDealRequest,
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE deals SET name = $2, client_id = $3, contact_id = $4, deal_date = $5, segment_id = $6,
            branch_id = $7, stage = $8, probability = $9, pic_id = $10,
            version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING version`,
    [
      dealId,
      input.name,
      input.clientId,
      orNull(input.contactId),
      input.dealDate,
      input.segmentId,
      input.branchId,
      input.stageId,
      input.probability,
      orNull(input.picId),
    ],
  )
  return row!.version
}

/** Deletes the deal (its parts go with it). */
export async function deleteDeal(tx: Db, dealId: number): Promise<void> {
  await tx.query('DELETE FROM deals WHERE id = $1', [dealId])
}

/** Sets the deal's client and contact; the caller bumps its version. */
export async function setDealClient(
  tx: Db,
  dealId: number,
  clientId: number,
  contactId: number,
): Promise<void> {
  await tx.query('UPDATE deals SET client_id = $2, contact_id = $3 WHERE id = $1', [
    dealId,
    clientId,
    contactId,
  ])
}

/**
 * Sets the deal's segment, branch and person in charge, and its main tribe when one is given;
 * answers the new version.
 */
export async function updateDealOwners(
  tx: Db,
  dealId: number,
  owners: { segmentId: number; branchId: number; picId: number; tribeId: number | null },
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE deals SET segment_id = $2, branch_id = $3, pic_id = $4,
            tribe_id = coalesce($5, tribe_id), version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING version`,
    [dealId, owners.segmentId, owners.branchId, orNull(owners.picId), owners.tribeId],
  )
  return row!.version
}

/** Sets the deal's stage and probability; answers the new version. */
export async function setDealStage(
  tx: Db,
  dealId: number,
  stage: number,
  probability: number,
): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE deals SET stage = $2, probability = $3, version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING version`,
    [dealId, stage, probability],
  )
  return row!.version
}

/** Wins, loses or reopens the deal, from now; answers the new version. */
export async function setDealState(tx: Db, dealId: number, state: DealState): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `UPDATE deals SET state = $2, state_changed_at = now(), version = version + 1, updated_at = now()
      WHERE id = $1 RETURNING version`,
    [dealId, state],
  )
  return row!.version
}
