import {
  DEAL_ROUTES,
  type CreateDealResponse,
  type DeleteDealResponse,
  type OwnersResponse,
  type UpdateDealResponse,
} from '../../contract/deals.ts'
import { canAddDeal } from '../../domain/permissions.ts'
import { stageName } from '../../domain/stages.ts'
import type { Db } from '../db/db.ts'
import { loadDealDetail } from '../deals/detail.ts'
import { addJournal } from '../deals/journal.ts'
import { dealForWrite, touchDeal } from '../deals/lock.ts'
import { enterStage } from '../deals/stageHistory.ts'
import { replaceShares } from '../db/shares.ts'
import { assertSameUser, type Api } from '../http/api.ts'
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts'
import {
  requireContactsOf,
  requireDistinct,
  requireExisting,
  requireUsers,
} from '../http/references.ts'

/** The person in charge is on the deal's access list (reason 'pic'); the creator stays on it. */
async function setPicAccess(tx: Db, dealId: number, picId: number): Promise<void> {
  await tx.query(`DELETE FROM deal_access WHERE deal_id = $1 AND reason = 'pic'`, [dealId])
  if (picId > 0) {
    await tx.query(
      `INSERT INTO deal_access (deal_id, user_id, reason) VALUES ($1, $2, 'pic') ON CONFLICT DO NOTHING`,
      [dealId, picId],
    )
  }
}

/** Deals: create, update (name payload), delete, detail, client info and owners. */
export function registerDealRoutes(api: Api): void {
  api.serve(DEAL_ROUTES.detail, async (call) => {
    const { dealId } = call.input.params
    const detail = await loadDealDetail(call.db, dealId)
    if (!detail) throw notFound('Deal')
    return { body: detail }
  })

  api.serve(DEAL_ROUTES.create, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    if (!canAddDeal(call.actor)) throw forbidden()
    const { db } = call
    await requireExisting(db, 'client', input.clientId)
    await requireContactsOf(db, input.clientId, input.contactId > 0 ? [input.contactId] : [])
    await requireExisting(db, 'tribe', input.tribeId)
    await requireExisting(db, 'segment', input.segmentId)
    await requireExisting(db, 'branch', input.branchId)
    await requireUsers(db, [input.userIdRM, ...(input.picId > 0 ? [input.picId] : [])])

    const [deal] = await db.query<{ id: number; version: number; created_at: Date }>(
      `INSERT INTO deals (name, client_id, contact_id, deal_date, stage, probability, tribe_id,
                          segment_id, branch_id, pic_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id, version, created_at`,
      [
        input.name,
        input.clientId,
        input.contactId || null,
        input.dealDate,
        input.stageId,
        input.probability,
        input.tribeId,
        input.segmentId,
        input.branchId,
        input.picId || null,
        call.actor.id,
      ],
    )
    const dealId = deal!.id
    await db.query(
      `INSERT INTO deal_rms (deal_id, user_id, percent, nominal, use_percent) VALUES ($1, $2, 100, 0, true)`,
      [dealId, input.userIdRM],
    )
    await db.query(
      `INSERT INTO deal_tribes (deal_id, tribe_id, percent, nominal, use_percent) VALUES ($1, $2, 100, 0, true)`,
      [dealId, input.tribeId],
    )
    await db.query(
      `INSERT INTO deal_access (deal_id, user_id, reason) VALUES ($1, $2, 'creator')`,
      [dealId, call.actor.id],
    )
    await setPicAccess(db, dealId, input.picId)
    await enterStage(db, dealId, input.stageId)
    const [client] = await db.query<{ company: string }>(
      'SELECT company FROM clients WHERE id = $1',
      [input.clientId],
    )
    await addJournal(db, {
      dealId,
      type: 'created',
      headers: ['Deal created', input.name, client?.company ?? ''],
      info: { dateCreated: new Date(deal!.created_at).toISOString() },
      by: call.actor.id,
    })
    const answer: CreateDealResponse = {
      id: dealId,
      name: input.name,
      clientId: input.clientId,
      version: deal!.version,
    }
    return { body: answer }
  })

  api.serve(DEAL_ROUTES.update, async (call) => {
    const { dealId } = call.input.params
    const input = call.input.body
    if (input.id !== dealId) throw badRequest('id must be the deal of the path')
    assertSameUser(call.actor, input.userId)
    const deal = await dealForWrite(call, dealId)
    const { db } = call
    await requireExisting(db, 'client', input.clientId)
    await requireContactsOf(db, input.clientId, input.contactId > 0 ? [input.contactId] : [])
    await requireExisting(db, 'segment', input.segmentId)
    await requireExisting(db, 'branch', input.branchId)
    if (input.picId > 0) await requireUsers(db, input.picId)

    const [row] = await db.query<{ version: number }>(
      `UPDATE deals SET name = $2, client_id = $3, contact_id = $4, deal_date = $5, segment_id = $6,
              branch_id = $7, stage = $8, probability = $9, pic_id = $10,
              version = version + 1, updated_at = now()
        WHERE id = $1 RETURNING version`,
      [
        dealId,
        input.name,
        input.clientId,
        input.contactId || null,
        input.dealDate,
        input.segmentId,
        input.branchId,
        input.stageId,
        input.probability,
        input.picId || null,
      ],
    )
    if (input.clientId !== deal.clientId) {
      await db.query(
        `DELETE FROM deal_members m USING contacts c
          WHERE m.deal_id = $1 AND c.id = m.contact_id AND c.client_id <> $2`,
        [dealId, input.clientId],
      )
    }
    await setPicAccess(db, dealId, input.picId)
    if (input.stageId !== deal.stage) {
      if (deal.state === 'open') await enterStage(db, dealId, input.stageId)
      await addJournal(db, {
        dealId,
        type: 'stage',
        headers: ['Stage changed', stageName(deal.stage), stageName(input.stageId)],
        info: { fromStage: deal.stage, toStage: input.stageId },
        by: call.actor.id,
      })
    }
    if (input.probability !== deal.probability) {
      await addJournal(db, {
        dealId,
        type: 'prob',
        headers: ['Probability updated', `${deal.probability}%`, `${input.probability}%`],
        info: { from: deal.probability, to: input.probability },
        by: call.actor.id,
      })
    }
    const answer: UpdateDealResponse = { id: dealId, name: input.name, version: row!.version }
    return { body: answer }
  })

  api.serve(DEAL_ROUTES.remove, async (call) => {
    const { dealId } = call.input.params
    const deal = await dealForWrite(call, dealId)
    await call.db.query('DELETE FROM deals WHERE id = $1', [dealId])
    const answer: DeleteDealResponse = { name: deal.name }
    return { body: answer }
  })

  api.serve(DEAL_ROUTES.clientInfo, async (call) => {
    const { clientId } = call.input.params
    const input = call.input.body
    if (input.clientId !== clientId) throw badRequest('clientId must be the client of the path')
    assertSameUser(call.actor, input.userId)
    const deal = await dealForWrite(call, input.dealId)
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    await requireExisting(call.db, 'client', clientId)
    const memberIds = input.memberIds.filter((member) => member !== input.contactId)
    await requireContactsOf(call.db, clientId, [input.contactId, ...memberIds])
    await call.db.query('UPDATE deals SET client_id = $2, contact_id = $3 WHERE id = $1', [
      deal.id,
      clientId,
      input.contactId,
    ])
    await call.db.query('DELETE FROM deal_members WHERE deal_id = $1', [deal.id])
    await call.db.query(
      `INSERT INTO deal_members (deal_id, contact_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [deal.id, memberIds],
    )
    await touchDeal(call.db, deal.id)
    return { status: 204 }
  })

  api.serve(DEAL_ROUTES.owners, async (call) => {
    const input = call.input.body
    assertSameUser(call.actor, input.userId)
    const deal = await dealForWrite(call, input.dealId)
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    const { db } = call
    const rmIds = input.rms.map((share) => share.userId)
    const tribeIds = input.tribes.map((share) => share.tribeId)
    requireDistinct(rmIds, 'rms')
    requireDistinct(tribeIds, 'tribes')
    await requireExisting(db, 'segment', input.segmentId)
    await requireExisting(db, 'branch', input.branchId)
    await requireExisting(db, 'tribe', tribeIds)
    await requireUsers(db, [
      ...rmIds,
      ...input.consultants,
      ...(input.picId > 0 ? [input.picId] : []),
    ])

    const dealId = deal.id
    await replaceShares(
      db,
      'dealRms',
      dealId,
      input.rms.map((share) => ({ ...share, id: share.userId })),
    )
    await replaceShares(
      db,
      'dealTribes',
      dealId,
      input.tribes.map((share) => ({ ...share, id: share.tribeId })),
    )
    const consultants = [...new Set(input.consultants)]
    await db.query('DELETE FROM deal_consultants WHERE deal_id = $1', [dealId])
    await db.query('INSERT INTO deal_consultants (deal_id, user_id) SELECT $1, unnest($2::int[])', [
      dealId,
      consultants,
    ])
    await db.query(`DELETE FROM deal_access WHERE deal_id = $1 AND reason = 'consultant'`, [dealId])
    await db.query(
      `INSERT INTO deal_access (deal_id, user_id, reason)
       SELECT $1, unnest($2::int[]), 'consultant' ON CONFLICT DO NOTHING`,
      [dealId, consultants],
    )
    await setPicAccess(db, dealId, input.picId)
    const [row] = await db.query<{ version: number }>(
      `UPDATE deals SET segment_id = $2, branch_id = $3, pic_id = $4,
              tribe_id = coalesce($5, tribe_id), version = version + 1, updated_at = now()
        WHERE id = $1 RETURNING version`,
      [dealId, input.segmentId, input.branchId, input.picId || null, tribeIds[0] ?? null],
    )
    const answer: OwnersResponse = { dealId, version: row!.version }
    return { body: answer }
  })
}
