import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.ts'

/**
 * The app's policy: its own scripts only (no inline script, no eval: the build has neither),
 * styles from its CSS file and React/ECharts setting element styles (CSSOM, which CSP allows),
 * images also as data:/blob: (previews, chart export), the API and the service worker on this
 * origin, workers also from blob: (the spreadsheet export zips its file in one), and never inside
 * another site's frame.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** API answers are data, never a page: nothing may load from them or frame them. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'"

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const api = /^\/api(\/|$)/.test(c.req.path)
    headers.set('Content-Security-Policy', api ? API_CSP : APP_CSP)
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'no-referrer')
    headers.set('X-Frame-Options', 'DENY')
  }
}
