/**
 * What each guarded URL shows. Screens not built yet render the "coming soon" page titled as
 * in the sidebar; built screens are lazy-loaded here with `lazyRouteComponent(() => import(...))`
 * so they stay out of the first load.
 */
import type { JSX } from 'react'
import { SIDEBAR } from '../domain/navigation.ts'
import { ComingSoonScreen } from '../features/comingSoon/ComingSoonScreen.tsx'

export const CLIENTS_FROM_MODAL_VISIT = '/clientsfrommodalvisit'

const WIDE_PATHS = new Set(['/deals', '/invoices'])

/** The sidebar entry a path belongs to (/clientsfrommodalvisit is part of Client). */
export function activeSidebarPath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  const owner = path === CLIENTS_FROM_MODAL_VISIT ? '/clients' : path
  return SIDEBAR.some((entry) => entry.path === owner) ? owner : null
}

export const isWideLayout = (pathname: string): boolean =>
  WIDE_PATHS.has(pathname.replace(/\/+$/, ''))

function sidebarTitle(path: string): string {
  const owner = activeSidebarPath(path) ?? path
  return SIDEBAR.find((entry) => entry.path === owner)?.title ?? ''
}

type Screen = () => JSX.Element

function comingSoon(path: string): Screen {
  const title = sidebarTitle(path)
  const Screen = () => <ComingSoonScreen title={title} />
  Screen.displayName = `ComingSoon(${path})`
  return Screen
}

export function screenFor(path: string): Screen {
  return comingSoon(path)
}
