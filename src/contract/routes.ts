/**
 * The route table: every call of the provider API, by area. Servers register from it, in this
 * order within an area; the PWA builds its paths from it.
 */
import type { RouteInfo } from './route.ts'
import { VISIT_ROUTES } from './visits.ts'

export const ROUTES = {
  visit: VISIT_ROUTES,
} satisfies Record<string, Record<string, RouteInfo>>
