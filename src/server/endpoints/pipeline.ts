import {
  PIPELINE_ROUTES,
  type DropResponse,
  type PipelineFilter,
  type ProbabilityResponse,
  type StateResponse,
} from '../../contract/pipeline.ts'
import { DEAL_CANT_BE_WON } from '../../domain/messages.ts'
import { stageForProbability, stageName, stageProbability } from '../../domain/stages.ts'
import type { Db } from '../db/db.ts'
import { listDealCards } from '../deals/cards.ts'
import { addJournal } from '../deals/journal.ts'
import { dealForWrite, type DealState } from '../deals/lock.ts'
import { enterStage, leaveStage } from '../deals/stageHistory.ts'
import { createToBeInvoiced } from '../deals/wonInvoices.ts'
import type { Api } from '../http/api.ts'
import { keptDigests, keptText, type JsonText } from '../http/jsonText.ts'
import { badRequest, conflict } from '../http/errors.ts'

const STATE_TEXT: Record<DealState, string> = { open: 'Open', won: 'Won', lost: 'Lost' }

/** The pipeline board: the list and its three GET-writes (drop, state, probability). */
export function registerPipelineRoutes(api: Api): void {
  api.serve(PIPELINE_ROUTES.drop, async (call) => {
    const { dealId, stageId } = call.input.params
    const deal = await dealForWrite(call, dealId)
    if (deal.state !== 'open') throw conflict('Only an open deal can be moved')
    if (deal.stage === stageId) {
      const answer: DropResponse = {
        dealId,
        stage: deal.stage,
        probability: deal.probability,
        version: deal.version,
      }
      return { body: answer }
    }
    const probability = stageProbability(stageId)
    const [row] = await call.db.query<{ version: number }>(
      `UPDATE deals SET stage = $2, probability = $3, version = version + 1, updated_at = now()
        WHERE id = $1 RETURNING version`,
      [dealId, stageId, probability],
    )
    await enterStage(call.db, dealId, stageId)
    await addJournal(call.db, {
      dealId,
      type: 'stage',
      headers: ['Stage changed', stageName(deal.stage), stageName(stageId)],
      info: { fromStage: deal.stage, toStage: stageId, probability },
      by: call.actor.id,
    })
    const answer: DropResponse = { dealId, stage: stageId, probability, version: row!.version }
    return { body: answer }
  })

  api.serve(PIPELINE_ROUTES.state, async (call) => {
    const { dealId, code } = call.input.params
    const deal = await dealForWrite(call, dealId)
    const target: DealState = code === 2 ? 'won' : code === 3 ? 'lost' : 'open'
    const answer = (version: number): StateResponse => ({
      dealId,
      clientId: deal.clientId,
      dealName: deal.name,
      version,
    })
    if (deal.state === target) return { body: answer(deal.version) }
    if (target === 'open' && deal.state !== 'lost')
      throw conflict('Only a lost deal can be reopened')
    if (target !== 'open' && deal.state !== 'open') throw conflict('Reopen the deal first')
    if (target === 'won') {
      const [periods] = await call.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM proposal_invoices pi
          WHERE pi.proposal_id = (SELECT id FROM proposals WHERE deal_id = $1 ORDER BY id DESC LIMIT 1)`,
        [dealId],
      )
      if ((periods?.count ?? 0) === 0) throw badRequest(DEAL_CANT_BE_WON)
    }
    const [row] = await call.db.query<{ version: number }>(
      `UPDATE deals SET state = $2, state_changed_at = now(), version = version + 1, updated_at = now()
        WHERE id = $1 RETURNING version`,
      [dealId, target],
    )
    if (target === 'open') await enterStage(call.db, dealId, deal.stage)
    else await leaveStage(call.db, dealId)
    const invoices = target === 'won' ? await createToBeInvoiced(call.db, dealId, call.actor.id) : 0
    await addJournal(call.db, {
      dealId,
      type: 'stage',
      headers: ['Deal status changed', STATE_TEXT[deal.state], STATE_TEXT[target]],
      info: { fromState: deal.state, toState: target, toBeInvoiced: invoices },
      by: call.actor.id,
    })
    return { body: answer(row!.version) }
  })

  api.serve(PIPELINE_ROUTES.probability, async (call) => {
    const { dealId, probability } = call.input.params
    const deal = await dealForWrite(call, dealId)
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    const stage = stageForProbability(probability)
    if (deal.probability === probability && deal.stage === stage) {
      const answer: ProbabilityResponse = { dealId, probability, stage, version: deal.version }
      return { body: answer }
    }
    const [row] = await call.db.query<{ version: number }>(
      `UPDATE deals SET probability = $2, stage = $3, version = version + 1, updated_at = now()
        WHERE id = $1 RETURNING version`,
      [dealId, probability, stage],
    )
    if (stage !== deal.stage && deal.state === 'open') await enterStage(call.db, dealId, stage)
    await addJournal(call.db, {
      dealId,
      type: 'prob',
      headers: ['Probability updated', `${deal.probability}%`, `${probability}%`],
      info: { from: deal.probability, to: probability, fromStage: deal.stage, toStage: stage },
      by: call.actor.id,
    })
    const answer: ProbabilityResponse = { dealId, probability, stage, version: row!.version }
    return { body: answer }
  })
}

/**
 * Registered last: its patterns would otherwise catch other /pipeline paths. The four-segment
 * form (existing clients reload the board with /pipeline/0/0/0/0 after a probability update)
 * answers as the six-segment one with rm and probabilities 0 (all).
 */
export function registerPipelineListRoute(api: Api): void {
  api.serve(PIPELINE_ROUTES.list, async (call) => ({
    json: await dealCardsText(call.db, call.input.params),
  }))
  api.serve(PIPELINE_ROUTES.defaultList, async (call) => {
    const filter = { ...call.input.params, rm: 0, probabilities: [] }
    return { json: await dealCardsText(call.db, filter) }
  })
}

/** The list's text, from the answers kept when the database answers one of their digests. */
async function dealCardsText(db: Db, filter: PipelineFilter): Promise<JsonText> {
  const listed = await listDealCards(db, filter, keptDigests())
  const text = listed.text ?? keptText(listed.digest)
  if (text !== undefined) return { text, digest: listed.digest }
  // Dropped from the kept answers by another call meanwhile.
  const whole = await listDealCards(db, filter)
  return { text: whole.text!, digest: whole.digest }
}
