import type { MiddlewareHandler } from 'hono'
import { verifyAccessToken } from '../auth/tokens.ts'
import type { AppEnv, Services } from './env.ts'
import { tokenExpired } from './errors.ts'

const PUBLIC_PATHS = new Set(['/api/health', '/api/auth/login', '/api/auth/refreshtoken'])
/** File links opened in a new tab carry a signed token in their query instead of a bearer. */
const PUBLIC_PREFIXES = ['/api/file/download/']

/** The token of an `Authorization: Bearer <token>` header; null for any other. */
export const bearerToken = (authorization: string | undefined): string | null =>
  /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? null

/** Every /api call but health, login and refresh needs a valid bearer token: 401, empty body. */
export function requireBearer(services: Services): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path
    if (
      c.req.method === 'OPTIONS' ||
      PUBLIC_PATHS.has(path) ||
      PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))
    ) {
      return next()
    }
    const token = bearerToken(c.req.header('Authorization'))
    const claimed = token ? await verifyAccessToken(services.jwtKey, token) : null
    if (!claimed) throw tokenExpired()
    // The token's role may be stale: a role change or deactivation counts from the next request.
    const [user] = await services.db.query<{ role_id: number }>(
      'SELECT role_id FROM users WHERE id = $1 AND active AND deleted_at IS NULL',
      [claimed.id],
    )
    if (!user) throw tokenExpired()
    c.set('actor', { ...claimed, roleId: user.role_id })
    return next()
  }
}
