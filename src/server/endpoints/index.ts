import type { Api } from '../http/api.ts'
import { registerChangeFeedRoutes } from './changeFeed.ts'
import { registerClientRoutes } from './clients.ts'
import { registerContactExportRoutes } from './contactExport.ts'
import { registerContactRoutes } from './contacts.ts'
import { registerDealClientRoute } from './deals/client.ts'
import { registerDealCreateRoute } from './deals/create.ts'
import { registerDealOwnerRoute } from './deals/owners.ts'
import { registerDealProbabilityRoute } from './deals/probability.ts'
import { registerDealReadRoutes } from './deals/read.ts'
import { registerDealRemoveRoute } from './deals/remove.ts'
import { registerDealStageRoute } from './deals/stage.ts'
import { registerDealStateRoute } from './deals/state.ts'
import { registerDealUpdateRoute } from './deals/update.ts'
import { registerFileBytesRoute } from './fileBytes.ts'
import { registerFileRoutes } from './files.ts'
import { registerHandoverListRoute } from './handover.ts'
import { registerInvoiceFormRoutes } from './invoiceForms.ts'
import { registerInvoiceListRoutes } from './invoices.ts'
import { registerLostDealRoutes } from './lostDeals.ts'
import { registerMasterRoutes } from './master.ts'
import { registerPipelineListRoute } from './pipeline.ts'
import { registerProfileRoutes } from './profile.ts'
import { registerProjectedInvoiceRoutes } from './projectedInvoice.ts'
import { registerProjectionRoutes } from './projection.ts'
import { registerProposalRoutes } from './proposals.ts'
import { registerReportExportRoutes } from './reportExports.ts'
import { registerReportListRoutes } from './reportLists.ts'
import { registerReportRoutes } from './reports.ts'
import { registerRmRoutes } from './rms.ts'
import { registerSignOutRoute } from './signOut.ts'
import { registerStatusRoutes } from './status.ts'
import { registerTargetRoutes } from './targets.ts'
import { registerTeamRoutes } from './teams.ts'
import { registerUploadRoutes } from './uploads.ts'
import { registerUserRoutes } from './users.ts'
import { registerVisitRoutes } from './visits.ts'

/**
 * Every API area. Generic patterns constrain their first param to digits
 * (/pipeline/:from{[0-9]+}/..., /pipeline/:dealId{[0-9]+}) so later static paths never collide;
 * the pipeline list still goes last.
 */
export function registerApiRoutes(api: Api): void {
  registerChangeFeedRoutes(api)
  registerMasterRoutes(api)
  registerProfileRoutes(api)
  registerSignOutRoute(api)
  registerHandoverListRoute(api)
  registerUserRoutes(api)
  registerClientRoutes(api)
  registerContactExportRoutes(api)
  registerContactRoutes(api)
  registerUploadRoutes(api)
  registerFileRoutes(api)
  registerFileBytesRoute(api)
  registerDealStageRoute(api)
  registerDealStateRoute(api)
  registerDealProbabilityRoute(api)
  registerProjectionRoutes(api)
  registerLostDealRoutes(api)
  registerInvoiceListRoutes(api)
  registerInvoiceFormRoutes(api)
  registerStatusRoutes(api)
  registerVisitRoutes(api)
  registerProposalRoutes(api)
  registerProjectedInvoiceRoutes(api)
  registerTargetRoutes(api)
  registerTeamRoutes(api)
  registerReportRoutes(api)
  registerReportListRoutes(api)
  registerReportExportRoutes(api)
  registerRmRoutes(api)
  registerDealReadRoutes(api)
  registerDealCreateRoute(api)
  registerDealUpdateRoute(api)
  registerDealRemoveRoute(api)
  registerDealClientRoute(api)
  registerDealOwnerRoute(api)
  registerPipelineListRoute(api)
}
