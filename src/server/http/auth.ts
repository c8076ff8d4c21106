import type { MiddlewareHandler } from 'hono'
import { verifyAccessToken } from '../auth/tokens.ts'
import type { AppEnv, Services } from './env.ts'
import { ACCOUNT_DEACTIVATED } from '../../contract/auth.ts'
import { tokenExpired, unauthorized } from './errors.ts'

const PUBLIC_PATHS = new Set([
  '/api/health',
  '/api/auth/login',
  '/api/auth/refreshtoken',
  '/api/auth/handover',
])
/** File links opened in a new tab carry a signed token in their query instead of a bearer. */
const PUBLIC_PREFIXES = ['/api/file/download/']

/** The token of an `Authorization: Bearer <token>` header; null for any other. */
export const bearerToken = (authorization: string | undefined): string | null =>
  /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1] ?? null

/**
 * Every /api call but health, login, refresh and handover needs a valid bearer token of a sign-in
 * that has not ended: 401 with an empty body ("token expired", the client refreshes), or with
 * ACCOUNT_DEACTIVATED when its user was deactivated or deleted (the device hands over and wipes).
 */
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
    if (!claimed?.sessionId) throw tokenExpired()
    // The token's role may be stale: a role change or deactivation counts from the next request,
    // and a revoked sign-in (sign-out, password change elsewhere) from the next request too.
    const [user] = await services.db.query<{ role_id: number; active: boolean; alive: boolean }>(
      `SELECT u.role_id, u.active AND u.deleted_at IS NULL AS active,
              EXISTS (SELECT 1 FROM refresh_tokens r
                       WHERE r.family_id = $2 AND r.user_id = u.id
                         AND r.revoked_at IS NULL AND r.expires_at > now()) AS alive
         FROM users u WHERE u.id = $1`,
      [claimed.id, claimed.sessionId],
    )
    if (!user) throw tokenExpired()
    // Deactivation revokes every sign-in too; the device must learn why, not just refresh.
    if (!user.active) throw unauthorized(ACCOUNT_DEACTIVATED)
    if (!user.alive) throw tokenExpired()
    c.set('actor', { ...claimed, roleId: user.role_id })
    return next()
  }
}
