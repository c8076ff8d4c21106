import { DEAL_ROUTES } from '../../../contract/deals.ts'
import { loadDealDetail } from '../../deals/detail.ts'
import { readDealSummary } from '../../deals/summary.ts'
import type { Api } from '../../http/api.ts'
import { notFound } from '../../http/errors.ts'

/** A deal's summary (GET /pipeline/summary/{dealId}, any signed-in role) and its detail. */
export function registerDealReadRoutes(api: Api): void {
  api.serve(DEAL_ROUTES.summary, async (call) => {
    const summary = await readDealSummary(call.db, call.input.params.dealId)
    if (!summary) throw notFound('Deal')
    return { body: summary }
  })

  api.serve(DEAL_ROUTES.detail, async (call) => {
    const detail = await loadDealDetail(call.db, call.input.params.dealId)
    if (!detail) throw notFound('Deal')
    return { body: detail }
  })
}
