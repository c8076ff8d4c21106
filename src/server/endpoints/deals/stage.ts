import { PIPELINE_ROUTES, type DropResponse } from '../../../contract/pipeline.ts'
import { stageName, stageProbability } from '../../../domain/stages.ts'
import { addJournal } from '../../deals/journal.ts'
import { dealForWrite } from '../../deals/lock.ts'
import { enterStage } from '../../deals/stageHistory.ts'
import { setDealStage } from '../../deals/store.ts'
import type { Api } from '../../http/api.ts'
import { conflict } from '../../http/errors.ts'

/** The board's drop (a GET-write): an open deal moves to the stage and takes its probability. */
export function registerDealStageRoute(api: Api): void {
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
    const version = await setDealStage(call.db, dealId, stageId, probability)
    await enterStage(call.db, dealId, stageId)
    await addJournal(call.db, {
      dealId,
      type: 'stage',
      headers: ['Stage changed', stageName(deal.stage), stageName(stageId)],
      info: { fromStage: deal.stage, toStage: stageId, probability },
      by: call.actor.id,
    })
    const answer: DropResponse = { dealId, stage: stageId, probability, version }
    return { body: answer }
  })
}
