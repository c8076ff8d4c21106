/**
 * What each guarded URL shows. Screens not built yet render the "coming soon" page titled as
 * in the sidebar; built screens are lazy-loaded here with `lazyRouteComponent(() => import(...))`
 * so they stay out of the first load.
 */
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router'
import { SIDEBAR } from '../domain/navigation.ts'
import { ComingSoonScreen } from '../features/comingSoon/ComingSoonScreen.tsx'

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

function sidebarTitle(path: string): string {
  const owner = activeSidebarPath(path) ?? path
  return SIDEBAR.find((entry) => entry.path === owner)?.title ?? ''
}

function comingSoon(path: string): RouteComponent {
  const title = sidebarTitle(path)
  const Screen = () => <ComingSoonScreen title={title} />
  Screen.displayName = `ComingSoon(${path})`
  return Screen
}

const BUILT: Readonly<Record<string, () => RouteComponent>> = {
  '/deals': () =>
    lazyRouteComponent(() => import('../features/deals/DealsScreen.tsx'), 'DealsScreen'),
  '/clients': () =>
    lazyRouteComponent(() => import('../features/clients/ClientsScreen.tsx'), 'ClientsScreen'),
  [CLIENTS_FROM_MODAL_VISIT]: () =>
    lazyRouteComponent(
      () => import('../features/clients/ClientsScreen.tsx'),
      'ClientsFromModalVisitScreen',
    ),
  '/invoices': () =>
    lazyRouteComponent(() => import('../features/invoices/InvoiceScreen.tsx'), 'InvoiceScreen'),
  '/lostdeal': () =>
    lazyRouteComponent(() => import('../features/lostDeals/LostDealScreen.tsx'), 'LostDealScreen'),
  '/salesreport': () =>
    lazyRouteComponent(
      () => import('../features/reports/SalesReportScreen.tsx'),
      'SalesReportScreen',
    ),
  '/account': () =>
    lazyRouteComponent(() => import('../features/account/AccountScreen.tsx'), 'AccountScreen'),
  '/rm': () => lazyRouteComponent(() => import('../features/rms/RmScreen.tsx'), 'RmScreen'),
  '/teamconfig': () =>
    lazyRouteComponent(() => import('../features/teams/TeamConfigScreen.tsx'), 'TeamConfigScreen'),
  '/profile': () =>
    lazyRouteComponent(() => import('../features/profile/ProfileScreen.tsx'), 'ProfileScreen'),
  [TARGET_PAGE]: () =>
    lazyRouteComponent(() => import('../features/targets/TargetScreen.tsx'), 'TargetScreen'),
  [PENDING_CHANGES]: () =>
    lazyRouteComponent(
      () => import('../features/pendingChanges/PendingChangesScreen.tsx'),
      'PendingChangesScreen',
    ),
}

export function screenFor(path: string): RouteComponent {
  return BUILT[path]?.() ?? comingSoon(path)
}
