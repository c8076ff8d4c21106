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
