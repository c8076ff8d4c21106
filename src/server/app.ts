import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { cors } from 'hono/cors'
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER, VERSION_HEADER } from '../contract/common.ts'
import { compress } from './http/compress.ts'
import { createApi } from './http/api.ts'
import { requireBearer } from './http/auth.ts'
import { fromDatabaseError } from './http/dbErrors.ts'
import type { AppEnv, Services } from './http/env.ts'
import { badRequest, describe, HttpError } from './http/errors.ts'
import { limitBodies } from './http/bodyLimit.ts'
import { securityHeaders } from './http/securityHeaders.ts'
import { NUL_REFUSAL, urlHoldsNul } from './http/hostileText.ts'
import { serveBuiltApp } from './http/static.ts'
import { registerApiRoutes } from './endpoints/index.ts'
import { registerAuthRoutes } from './endpoints/auth.ts'
import { registerHandoverRoute } from './endpoints/handover.ts'
import { registerLiveRoute } from './endpoints/live.ts'

export interface AppOptions {
  staticDir: string | null
  quiet: boolean
}

/** Matching is case-insensitive under /api (the spec mixes /Pipeline and /pipeline). */
export function routingPath(request: Request): string {
  const url = request.url
  const start = url.indexOf('/', url.indexOf('://') + 3)
  if (start === -1) return '/'
  const query = url.indexOf('?', start)
  const path = query === -1 ? url.slice(start) : url.slice(start, query)
  return /^\/api(\/|$)/i.test(path) ? path.toLowerCase() : path
}

export function createApp(services: Services, options: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: routingPath })

  app.use('*', compress())
  app.use('*', securityHeaders())
  const allowedOrigins = new Set(services.config.corsOrigins)
  const crossOrigin = cors({
    // Same origin needs no CORS; another site only when configured (CORS_ORIGINS), never 'null'.
    origin: (origin) => (origin !== 'null' && allowedOrigins.has(origin) ? origin : null),
    allowHeaders: [
      'Authorization',
      'Content-Type',
      IDEMPOTENCY_KEY_HEADER,
      IF_MATCH_HEADER,
      'If-None-Match',
      // Existing clients send it (as a request header) on the contact export.
      'Content-Disposition',
    ],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: [VERSION_HEADER, 'Retry-After', 'Idempotent-Replayed', 'ETag'],
    maxAge: 600,
  })
  // Only a request naming its Origin can be cross-origin. The middleware sets its headers on a
  // placeholder answer before the route answers, which makes Hono copy every answer into a stream
  // (the list of all open deals then took longer to send than to make).
  app.use('/api/*', (c, next) => (c.req.header('Origin') ? crossOrigin(c, next) : next()))
  app.use('/api/*', async (c, next) => {
    if (urlHoldsNul(c.req.url)) throw badRequest(NUL_REFUSAL)
    return next()
  })
  app.use('/api/*', limitBodies())
  app.use('/api/*', requireBearer(services))
  registerLiveRoute(app, services)
  // A GET answer carries its ETag (a digest of the body, after the entity's version if any) and
  // is answered 304 without a body when If-None-Match names it: a device refreshing a list that
  // did not change moves a few headers instead of the list.
  app.use('/api/*', etag())

  app.get('/api/health', (c) => c.json({ ok: true }))
  registerAuthRoutes(app, services)
  registerHandoverRoute(app, services)
  registerApiRoutes(createApi(app, services))

  app.all('/api/*', (c) => c.json(describe('Not found'), 404))
  if (options.staticDir) serveBuiltApp(app, options.staticDir)

  app.onError((error, c) => {
    const refusal = error instanceof HttpError ? error : fromDatabaseError(error)
    if (refusal) {
      if (refusal.body === null) return c.body(null, refusal.status as 401, refusal.headers)
      return c.json(refusal.body, refusal.status as 400, refusal.headers)
    }
    if (!options.quiet) console.error(error)
    return c.json(describe('Internal server error'), 500)
  })
  return app
}
