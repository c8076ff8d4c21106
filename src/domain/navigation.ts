/** Routes, sidebar titles and who sees them (core-spec sections 2 and 6). */

export interface SidebarEntry {
  path: string
  title: string
}

export const SIDEBAR: readonly SidebarEntry[] = [
  { path: '/deals', title: 'Pipeline' },
  { path: '/invoices', title: 'Invoice' },
  { path: '/lostdeal', title: 'Lost Deal' },
  { path: '/salesreport', title: 'Sales Report' },
  { path: '/account', title: 'Individual Sales Report' },
  { path: '/rm', title: 'Relationship Manager' },
  { path: '/teamconfig', title: 'Team Configuration' },
  { path: '/profile', title: 'Profile' },
  { path: '/clients', title: 'Client' },
]

// Role 2 follows the index list, which excludes Team Configuration (the prose disagrees).
const VISIBLE_BY_ROLE: Record<number, readonly string[]> = {
  1: SIDEBAR.map((entry) => entry.path),
  2: ['/deals', '/invoices', '/lostdeal', '/salesreport', '/account', '/profile', '/clients'],
  5: ['/deals', '/invoices', '/lostdeal', '/account', '/profile', '/clients'],
}

export function sidebarForRole(roleId: number): SidebarEntry[] {
  const visible = VISIBLE_BY_ROLE[roleId] ?? []
  return SIDEBAR.filter((entry) => visible.includes(entry.path))
}

/** A guarded route is open to a role when its sidebar shows it; /clientsfrommodalvisit follows /clients. */
export function canOpenRoute(roleId: number, path: string): boolean {
  const target = path === '/clientsfrommodalvisit' ? '/clients' : path
  return sidebarForRole(roleId).some((entry) => entry.path === target)
}

export const DEFAULT_ROUTE = '/deals'
export const APP_TITLE = 'Customer Relationship Management'

/** Inner tabs held in application state, per page (core-spec section 2). */
export const PIPELINE_TABS = ['pipeline', 'projection', 'detail', 'client', 'summary'] as const
export const INVOICE_TABS = ['invoice', 'detail', 'client', 'add_invoice'] as const
export const LOST_DEAL_TABS = ['lost_deal', 'detail', 'client'] as const
export type InnerTab =
  (typeof PIPELINE_TABS)[number] | (typeof INVOICE_TABS)[number] | (typeof LOST_DEAL_TABS)[number]

/** The initial tab follows the path: /deals pipeline, /invoices the invoice list, /lostdeal lost_deal. */
export function initialTabForPath(path: string): InnerTab | null {
  if (path === '/deals') return 'pipeline'
  if (path === '/invoices') return 'invoice'
  if (path === '/lostdeal') return 'lost_deal'
  return null
}

/** Back returns to the stored previous tab; the client form's Back falls back to 'pipeline'. */
export function backTab(previous: InnerTab | null | undefined): InnerTab {
  return previous ?? 'pipeline'
}

/** The pages with the wider content layout. */
export function usesWideLayout(path: string): boolean {
  return path === '/deals' || path === '/invoices'
}

/** The cookies the client keeps. */
export const COOKIE = { login: 'login', refresh: 'refresh', profile: 'profile' } as const

/** Guarded routes exist only when both a login cookie and a profile cookie are present. */
export function hasSession(cookies: { login?: string | null; profile?: string | null }): boolean {
  return Boolean(cookies.login) && Boolean(cookies.profile)
}
