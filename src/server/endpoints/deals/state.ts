import { PIPELINE_ROUTES, type StateResponse } from '../../../contract/pipeline.ts'
import { DEAL_CANT_BE_WON } from '../../../domain/messages.ts'
import { addJournal } from '../../deals/journal.ts'
import { dealForWrite, type DealState } from '../../deals/lock.ts'
import { enterStage, leaveStage } from '../../deals/stageHistory.ts'
import { setDealState } from '../../deals/store.ts'
import { createToBeInvoiced } from '../../deals/wonInvoices.ts'
import type { Api } from '../../http/api.ts'
import { badRequest, conflict } from '../../http/errors.ts'
import { countCurrentInvoicePeriods } from '../../proposals/periods.ts'

const STATE_TEXT: Record<DealState, string> = { open: 'Open', won: 'Won', lost: 'Lost' }

/**
 * The board's state change (a GET-write): an open deal is won (its proposal's invoice periods
 * become to-be-invoiced invoices) or lost, a lost one reopened.
 */
export function registerDealStateRoute(api: Api): void {
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
    if (target === 'won' && (await countCurrentInvoicePeriods(call.db, dealId)) === 0) {
      throw badRequest(DEAL_CANT_BE_WON)
    }
    const version = await setDealState(call.db, dealId, target)
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
    return { body: answer(version) }
  })
}
