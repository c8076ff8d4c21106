/**
 * The route table: every call of the provider API, by area. Servers register from it, in this
 * order within an area; the PWA builds its paths from it.
 */
import { AUTH_ROUTES } from './auth.ts'
import { CHANGE_FEED_ROUTES } from './changeFeed.ts'
import { CLIENT_ROUTES } from './clients.ts'
import { CONTACT_ROUTES } from './contacts.ts'
import { DEAL_ROUTES } from './deals.ts'
import { EXPORT_ROUTES } from './exports.ts'
import { INVOICE_FORM_ROUTES } from './invoiceForms.ts'
import { INVOICE_LIST_ROUTES } from './invoices.ts'
import { LOST_DEAL_ROUTES } from './lostDeals.ts'
import { MASTER_ROUTES } from './master.ts'
import { PIPELINE_ROUTES } from './pipeline.ts'
import { PROJECTION_ROUTES } from './projection.ts'
import { PROFILE_ROUTES } from './profile.ts'
import { PROPOSAL_ROUTES } from './proposals.ts'
import { REPORT_ROUTES } from './reports.ts'
import { RM_ROUTES } from './rms.ts'
import type { RouteInfo } from './route.ts'
import { STATUS_ROUTES } from './status.ts'
import { TARGET_ROUTES } from './targets.ts'
import { TEAM_ROUTES } from './teams.ts'
import { UPLOAD_ROUTES } from './uploads.ts'
import { USER_ROUTES } from './users.ts'
import { VISIT_ROUTES } from './visits.ts'

export const ROUTES = {
  visit: VISIT_ROUTES,
  auth: AUTH_ROUTES,
  profile: PROFILE_ROUTES,
  user: USER_ROUTES,
  client: CLIENT_ROUTES,
  contact: CONTACT_ROUTES,
  upload: UPLOAD_ROUTES,
  proposal: PROPOSAL_ROUTES,
  target: TARGET_ROUTES,
  team: TEAM_ROUTES,
  rm: RM_ROUTES,
  report: REPORT_ROUTES,
  export: EXPORT_ROUTES,
  invoiceForm: INVOICE_FORM_ROUTES,
  changeFeed: CHANGE_FEED_ROUTES,
  master: MASTER_ROUTES,
  pipeline: PIPELINE_ROUTES,
  projection: PROJECTION_ROUTES,
  lostDeal: LOST_DEAL_ROUTES,
  invoiceList: INVOICE_LIST_ROUTES,
  status: STATUS_ROUTES,
  deal: DEAL_ROUTES,
} satisfies Record<string, Record<string, RouteInfo>>
