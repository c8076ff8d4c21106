import type { MiddlewareHandler } from 'hono'
import { verifyAccessToken } from '../auth/tokens.ts'
import type { AppEnv, Services } from './env.ts'
import { tokenExpired } from './errors.ts'

const PUBLIC_PATHS = new Set(['/api/health', '/api/auth/login', '/api/auth/refreshtoken'])

/** Every /api call but health, login and refresh needs a valid bearer token: 401, empty body. */
export function requireBearer(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || PUBLIC_PATHS.has(c.req.path)) return next()
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization')?.trim() ?? '')
    const actor = match ? await verifyAccessToken(services.jwtKey, match[1]!) : null
    if (!actor) throw tokenExpired()
    c.set('actor', actor)
    return next()
  }
}
