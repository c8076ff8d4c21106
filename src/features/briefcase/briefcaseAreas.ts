/**
 * The one declared list of what a device keeps for its user (the briefcase), in fill order. Each
 * area says which roles keep it, whether the provider's change feed fills it (feedList), and how
 * it fills itself from the specification's calls otherwise. A screen whose data is here reads it
 * and does not pull it on its own; new screens add their data as new areas here. Only the landing
 * screen's area and the master data fill from code loaded with the app; the others' pulls load
 * when a run first fills them.
 */
import { MASTER_ROUTES } from '../../contract/master.ts'
import { ALL_DEALS } from '../../contract/pipeline.ts'
import { pathOf } from '../../contract/route.ts'
import { ROLE } from '../../domain/permissions.ts'
import type { CrmDb } from '../../store/db.ts'
import { CLIENT_RMS_KEY } from '../../store/clients.ts'
import { markMasterFetched, masterFetchedAt, saveMasterData } from '../../store/masterData.ts'
import type { BriefcaseArea, FillContext } from '../../sync/briefcase.ts'
import { forgetEveryUsersEtag, storeIfChanged } from '../../sync/conditionalGet.ts'
import { pipelinePull, PullError, pullList, readAnswer } from '../../sync/pull.ts'
import { INVOICE_AREA_ID, INVOICE_ROLES } from '../invoices/invoiceLists.ts'
import { PROFILE_ROLES } from '../profile/profileRoles.ts'
import { lostDealsPull } from '../lostDeals/lostDealsList.ts'
import { SALES_REPORT_ROLES } from '../reports/salesReportRoles.ts'
import {
  INDIVIDUAL_REPORT_AREA_ID,
  INDIVIDUAL_REPORT_ROLES,
} from '../account/individualReportArea.ts'
import { ALL_LOST_DEALS, BRIEFCASE_LISTS } from './briefcaseLists.ts'

type Fill = (context: FillContext<CrmDb>) => Promise<void>

/**
 * A fill whose code loads when a run first needs it: the app's first screen needs only the
 * pipeline's (and the master data's), so the other areas' pulls stay off its landing path.
 */
const later =
  <M>(
    load: () => Promise<M>,
    fill: (module: M, context: FillContext<CrmDb>) => Promise<void>,
  ): Fill =>
  async (context) =>
    fill(await load(), context)

const clientPulls = () => import('../clients/clientListPulls.ts')

export const BRIEFCASE_AREAS: readonly BriefcaseArea<CrmDb>[] = [
  {
    id: 'master',
    label: 'Master data',
    async fill({ db, transport, user }) {
      const held = async () => (await masterFetchedAt(db)) !== undefined
      const get = { userId: user.id, path: pathOf(MASTER_ROUTES.read, {}), held }
      const changed = await storeIfChanged(db, transport, get, async (body) => {
        if (body === null) throw new PullError(404, null)
        const master = readAnswer(MASTER_ROUTES.read, body)
        // Its industries replace those the client options added: those are asked whole next.
        await forgetEveryUsersEtag(db, (await clientPulls()).CLIENT_OPTIONS_PATH)
        await saveMasterData(db, master)
      })
      if (!changed) await markMasterFetched(db)
    },
  },
  {
    id: 'clientOptions',
    label: 'Client filters',
    fill: later(clientPulls, async (pulls, { db, transport, user }) => {
      const held = async () => (await db.meta.get(CLIENT_RMS_KEY)) !== undefined
      const get = { userId: user.id, path: pulls.CLIENT_OPTIONS_PATH, held }
      await storeIfChanged(db, transport, get, async (body) => {
        if (body === null) throw new PullError(404, null)
        await pulls.keepClientOptions(db, body)
      })
    }),
  },
  {
    id: 'pipeline',
    label: 'Pipeline',
    feedList: 'pipeline',
    landing: true,
    async fill({ db, transport, user }) {
      await pullList(db, transport, pipelinePull(ALL_DEALS), { userId: user.id })
    },
  },
  {
    id: 'dealDetails',
    label: 'Deal details',
    feedList: 'dealDetails',
    fill: later(
      () => import('./fillDealDetails.ts'),
      (module, context) => module.fillDealDetails(context),
    ),
  },
  {
    id: 'lostDeals',
    label: 'Lost deals',
    feedList: 'lostDeals',
    async fill({ db, transport, user }) {
      await pullList(db, transport, lostDealsPull(ALL_LOST_DEALS), { userId: user.id })
    },
  },
  {
    id: 'clients',
    label: 'Clients',
    feedList: 'clients',
    fill: later(clientPulls, async (pulls, { db, transport, user }) => {
      const list = pulls.allClientsPull(BRIEFCASE_LISTS.clients)
      await pullList(db, transport, list, { userId: user.id })
    }),
  },
  {
    id: 'contacts',
    label: 'Contacts',
    feedList: 'contacts',
    fill: later(clientPulls, async (pulls, { db, transport, user }) => {
      const list = pulls.allContactsPull(BRIEFCASE_LISTS.contacts)
      await pullList(db, transport, list, { userId: user.id })
    }),
  },
  {
    // Both tabs of the Invoice screen, unfiltered; the change feed does not carry invoices.
    id: INVOICE_AREA_ID,
    label: 'Invoices',
    roles: INVOICE_ROLES,
    fill: later(
      () =>
        Promise.all([
          import('../invoices/invoiceListPull.ts'),
          import('../invoices/invoiceLists.ts'),
        ]),
      async ([{ pullInvoiceList }, lists], { db, transport, user, progress }) => {
        for (const [done, tab] of lists.INVOICE_LIST_TABS.entries()) {
          progress(done, lists.INVOICE_LIST_TABS.length)
          const list = lists.unfilteredInvoiceList(tab.flag)
          await pullInvoiceList(db, transport, list, { userId: user.id })
        }
      },
    ),
  },
  {
    // The user's own targets and those waiting for the user's approval; not in the change feed.
    id: 'targets',
    label: 'Targets',
    fill: later(
      () => import('../targets/targetBriefcase.ts'),
      (module, context) => module.fillTargets(context),
    ),
  },
  {
    // The user's own profile and photo (the Profile screen, the top bar); not in the change feed.
    id: 'profile',
    label: 'Profile',
    roles: PROFILE_ROLES,
    fill: later(
      () => import('../profile/profilePull.ts'),
      async ({ pullProfile }, { db, transport, user }) => {
        await pullProfile(db, transport, { userId: user.id })
      },
    ),
  },
  {
    // The Relationship Manager List (role 1's screen) and each RM's detail, after master data
    // (whose refresh replaces the RM rows it shares: this fill puts the list's fields back).
    id: 'rms',
    label: 'Relationship managers',
    roles: [ROLE.admin],
    fill: later(
      () => import('../rms/rmPulls.ts'),
      (module, context) => module.fillRms(context),
    ),
  },
  {
    // The Sales Report's default views (summary cards and their tables, the charts of the default
    // tribe, the Individual Sales Report table, the export data); not in the change feed.
    id: 'salesReport',
    label: 'Sales Report',
    roles: SALES_REPORT_ROLES,
    fill: later(
      () => import('../reports/reportBriefcase.ts'),
      (module, context) => module.fillSalesReport(context),
    ),
  },
  {
    // The user's own Individual Sales Report (/account): this month's cards, this year's charts,
    // the default range's visit and proposal tables, the leader and mentor tables (a 404 kept as
    // none), the team proposals of a leader or mentor, and the export data; not in the feed.
    id: INDIVIDUAL_REPORT_AREA_ID,
    label: 'Individual Sales Report',
    roles: INDIVIDUAL_REPORT_ROLES,
    fill: later(
      () => import('../account/accountBriefcase.ts'),
      (module, context) => module.fillIndividualReport(context),
    ),
  },
]
