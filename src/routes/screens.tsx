/**
 * What each guarded URL shows: every screen is lazy-loaded here with
 * `lazyRouteComponent(() => import(...))` so it stays out of the first load.
 */
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router'
import { SIDEBAR } from '../domain/navigation.ts'
import { loadAccountScreen } from '../features/account/index.ts'
import { loadClientsScreen } from '../features/clients/index.ts'
import { loadDealsScreen } from '../features/deals/index.ts'
import { loadInvoiceScreen } from '../features/invoices/index.ts'
import { loadLostDealScreen } from '../features/lostDeals/index.ts'
import { loadPendingChangesScreen } from '../features/pendingChanges/index.ts'
import { loadProfileScreen } from '../features/profile/index.ts'
import { loadSalesReportScreen } from '../features/reports/index.ts'
import { loadRmScreen } from '../features/rms/index.ts'
import { loadTargetScreen } from '../features/targets/index.ts'
import { loadTeamConfigScreen } from '../features/teams/index.ts'

export const CLIENTS_FROM_MODAL_VISIT = '/clientsfrommodalvisit'
/** Pending changes: every signed-in role has its own outbox, so the route has no sidebar entry. */
export const PENDING_CHANGES = '/pending'
/** A personal target: /{year}/{userId}. */
export const TARGET_PAGE = '/$year/$userId'

const WIDE_PATHS = new Set(['/deals', '/invoices'])

/**
 * The sidebar entry a path belongs to (/clientsfrommodalvisit is part of Client, a target page of
 * the Individual Sales Report).
 */
export function activeSidebarPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  const owner =
    path === CLIENTS_FROM_MODAL_VISIT ? '/clients' : /^\/\d+\/\d+$/.test(path) ? '/account' : path
  return SIDEBAR.some((entry) => entry.path === owner) ? owner : null
}

export const isWideLayout = (pathname: string): boolean =>
  WIDE_PATHS.has(pathname.replace(/\/+$/, ''))

const SCREENS = {
  '/deals': () => lazyRouteComponent(() => loadDealsScreen(), 'DealsScreen'),
  '/clients': () => lazyRouteComponent(() => loadClientsScreen(), 'ClientsScreen'),
  [CLIENTS_FROM_MODAL_VISIT]: () =>
    lazyRouteComponent(() => loadClientsScreen(), 'ClientsFromModalVisitScreen'),
  '/invoices': () => lazyRouteComponent(() => loadInvoiceScreen(), 'InvoiceScreen'),
  '/lostdeal': () => lazyRouteComponent(() => loadLostDealScreen(), 'LostDealScreen'),
  '/salesreport': () => lazyRouteComponent(() => loadSalesReportScreen(), 'SalesReportScreen'),
  '/account': () => lazyRouteComponent(() => loadAccountScreen(), 'AccountScreen'),
  '/rm': () => lazyRouteComponent(() => loadRmScreen(), 'RmScreen'),
  '/teamconfig': () => lazyRouteComponent(() => loadTeamConfigScreen(), 'TeamConfigScreen'),
  '/profile': () => lazyRouteComponent(() => loadProfileScreen(), 'ProfileScreen'),
  [TARGET_PAGE]: () => lazyRouteComponent(() => loadTargetScreen(), 'TargetScreen'),
  [PENDING_CHANGES]: () =>
    lazyRouteComponent(() => loadPendingChangesScreen(), 'PendingChangesScreen'),
} satisfies Readonly<Record<string, () => RouteComponent>>

export type ScreenPath = keyof typeof SCREENS

export function screenFor(path: ScreenPath): RouteComponent {
  return SCREENS[path]()
}
