/**
 * The one declared list of what a device keeps for its user (the briefcase), in fill order. Each
 * area says which roles keep it, whether the provider's change feed fills it (feedList), and how
 * it fills itself from the specification's calls otherwise. A screen whose data is here reads it
 * and does not pull it on its own; new screens add their data as new areas here.
 */
import { CLIENT_ROUTES, clientListValues } from '../../contract/clients.ts'
import { MASTER_ROUTES } from '../../contract/master.ts'
import { ALL_DEALS } from '../../contract/pipeline.ts'
import { pathOf } from '../../contract/route.ts'
import { ROLE } from '../../domain/permissions.ts'
import type { CrmDb } from '../../store/db.ts'
import { saveMasterData } from '../../store/masterData.ts'
import type { BriefcaseArea } from '../../sync/briefcase.ts'
import { getBody, pipelinePull, pullList, readAnswer } from '../../sync/pull.ts'
import {
  allClientsPull,
  allContactsPull,
  keepClientListExtras,
} from '../clients/clientListPulls.ts'
import { pullInvoiceList } from '../invoices/invoiceListPull.ts'
import {
  INVOICE_AREA_ID,
  INVOICE_LIST_TABS,
  INVOICE_ROLES,
  unfilteredInvoiceList,
} from '../invoices/invoiceLists.ts'
import { fillTargets } from '../targets/targetBriefcase.ts'
import { PROFILE_ROLES, pullProfile } from '../profile/profilePull.ts'
import { lostDealsPull } from '../lostDeals/lostDealsList.ts'
import { fillRms } from '../rms/rmPulls.ts'
import { fillSalesReport, SALES_REPORT_ROLES } from '../reports/reportBriefcase.ts'
import {
  fillIndividualReport,
  INDIVIDUAL_REPORT_AREA_ID,
  INDIVIDUAL_REPORT_ROLES,
} from '../account/accountBriefcase.ts'
import { ALL_LOST_DEALS, BRIEFCASE_LISTS } from './briefcaseLists.ts'
import { fillDealDetails } from './fillDealDetails.ts'

export const BRIEFCASE_AREAS: readonly BriefcaseArea<CrmDb>[] = [
  {
    id: 'master',
    label: 'Master data',
    async fill({ db, transport }) {
      const body = await getBody(transport, pathOf(MASTER_ROUTES.read, {}))
      await saveMasterData(db, readAnswer(MASTER_ROUTES.read, body))
    },
  },
  {
    id: 'clientOptions',
    label: 'Client filters',
    async fill({ db, transport }) {
      const path = pathOf(
        CLIENT_ROUTES.list,
        clientListValues({ industry: 0, segment: 0, rm: 0, page: 1, perPage: 1, search: '' }),
      )
      const body = await getBody(transport, path)
      await keepClientListExtras(db, readAnswer(CLIENT_ROUTES.list, body))
    },
  },
  {
    id: 'pipeline',
    label: 'Pipeline',
    feedList: 'pipeline',
    landing: true,
    async fill({ db, transport }) {
      await pullList(db, transport, pipelinePull(ALL_DEALS))
    },
  },
  {
    id: 'dealDetails',
    label: 'Deal details',
    feedList: 'dealDetails',
    fill: fillDealDetails,
  },
  {
    id: 'lostDeals',
    label: 'Lost deals',
    feedList: 'lostDeals',
    async fill({ db, transport }) {
      await pullList(db, transport, lostDealsPull(ALL_LOST_DEALS))
    },
  },
  {
    id: 'clients',
    label: 'Clients',
    feedList: 'clients',
    async fill({ db, transport }) {
      await pullList(db, transport, allClientsPull(BRIEFCASE_LISTS.clients))
    },
  },
  {
    id: 'contacts',
    label: 'Contacts',
    feedList: 'contacts',
    async fill({ db, transport }) {
      await pullList(db, transport, allContactsPull(BRIEFCASE_LISTS.contacts))
    },
  },
  {
    // Both tabs of the Invoice screen, unfiltered; the change feed does not carry invoices.
    id: INVOICE_AREA_ID,
    label: 'Invoices',
    roles: INVOICE_ROLES,
    async fill({ db, transport, progress }) {
      for (const [done, tab] of INVOICE_LIST_TABS.entries()) {
        progress(done, INVOICE_LIST_TABS.length)
        await pullInvoiceList(db, transport, unfilteredInvoiceList(tab.flag))
      }
    },
  },
  {
    // The user's own targets and those waiting for the user's approval; not in the change feed.
    id: 'targets',
    label: 'Targets',
    fill: fillTargets,
  },
  {
    // The user's own profile and photo (the Profile screen, the top bar); not in the change feed.
    id: 'profile',
    label: 'Profile',
    roles: PROFILE_ROLES,
    async fill({ db, transport }) {
      await pullProfile(db, transport)
    },
  },
  {
    // The Relationship Manager List (role 1's screen) and each RM's detail, after master data
    // (whose refresh replaces the RM rows it shares: this fill puts the list's fields back).
    id: 'rms',
    label: 'Relationship managers',
    roles: [ROLE.admin],
    fill: fillRms,
  },
  {
    // The Sales Report's default views (summary cards and their tables, the charts of the default
    // tribe, the Individual Sales Report table, the export data); not in the change feed.
    id: 'salesReport',
    label: 'Sales Report',
    roles: SALES_REPORT_ROLES,
    fill: (context) => fillSalesReport(context),
  },
  {
    // The user's own Individual Sales Report (/account): this month's cards, this year's charts,
    // the default range's visit and proposal tables, the leader and mentor tables (a 404 kept as
    // none), the team proposals of a leader or mentor, and the export data; not in the feed.
    id: INDIVIDUAL_REPORT_AREA_ID,
    label: 'Individual Sales Report',
    roles: INDIVIDUAL_REPORT_ROLES,
    fill: (context) => fillIndividualReport(context),
  },
]
