import { PIPELINE_ROUTES, type ProbabilityResponse } from '../../../contract/pipeline.ts'
import { stageForProbability } from '../../../domain/stages.ts'
import { addJournal } from '../../deals/journal.ts'
import { dealForWrite } from '../../deals/lock.ts'
import { enterStage } from '../../deals/stageHistory.ts'
import { setDealStage } from '../../deals/store.ts'
import type { Api } from '../../http/api.ts'
import { conflict } from '../../http/errors.ts'

/** The board's probability update (a GET-write): the stage follows the probability rule. */
export function registerDealProbabilityRoute(api: Api): void {
  api.serve(PIPELINE_ROUTES.probability, async (call) => {
    const { dealId, probability } = call.input.params
    const deal = await dealForWrite(call, dealId)
    if (deal.state === 'lost') throw conflict('Reopen the deal first')
    const stage = stageForProbability(probability)
    if (deal.probability === probability && deal.stage === stage) {
      const answer: ProbabilityResponse = { dealId, probability, stage, version: deal.version }
      return { body: answer }
    }
    const version = await setDealStage(call.db, dealId, stage, probability)
    if (stage !== deal.stage && deal.state === 'open') await enterStage(call.db, dealId, stage)
    await addJournal(call.db, {
      dealId,
      type: 'prob',
      headers: ['Probability updated', `${deal.probability}%`, `${probability}%`],
      info: { from: deal.probability, to: probability, fromStage: deal.stage, toStage: stage },
      by: call.actor.id,
    })
    const answer: ProbabilityResponse = { dealId, probability, stage, version }
    return { body: answer }
  })
}
