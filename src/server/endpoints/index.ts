import type { Api } from '../http/api.ts'
import { registerClientRoutes } from './clients.ts'
import { registerContactRoutes } from './contacts.ts'
import { registerDealRoutes } from './deals.ts'
import { registerInvoiceListRoutes } from './invoices.ts'
import { registerLostDealRoutes } from './lostDeals.ts'
import { registerMasterRoutes } from './master.ts'
import { registerPipelineListRoute, registerPipelineRoutes } from './pipeline.ts'
import { registerProfileRoutes } from './profile.ts'
import { registerProjectionRoutes } from './projection.ts'
import { registerStatusRoutes } from './status.ts'
import { registerUserRoutes } from './users.ts'

/**
 * Every API area. Generic patterns constrain their first param to digits
 * (/pipeline/:from{[0-9]+}/..., /pipeline/:dealId{[0-9]+}) so later static paths never collide;
 * the pipeline list still goes last.
 */
export function registerApiRoutes(api: Api): void {
  registerMasterRoutes(api)
  registerProfileRoutes(api)
  registerUserRoutes(api)
  registerClientRoutes(api)
  registerContactRoutes(api)
  registerPipelineRoutes(api)
  registerProjectionRoutes(api)
  registerLostDealRoutes(api)
  registerInvoiceListRoutes(api)
  registerStatusRoutes(api)
  registerDealRoutes(api)
  registerPipelineListRoute(api)
}
