import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import type { LoginResponse } from '../../contract/auth.ts'
import { AUTH_ROUTES } from '../../contract/auth.ts'
import {
  ACCOUNT_DEACTIVATED,
  LOGIN_MESSAGES,
  loginRequest,
  refreshRequest,
} from '../../contract/auth.ts'
import { check } from '../../contract/validate.ts'
import {
  readAccountState,
  readActiveAccount,
  readActiveAccountByEmail,
  type AccountRow,
} from '../auth/accounts.ts'
import { assertAppCredentials } from '../auth/basic.ts'
import { spendPasswordTime, verifyPassword } from '../auth/password.ts'
import { issueRefreshToken, rotateRefreshToken } from '../auth/refreshTokens.ts'
import { beginLoginTry, clearFailedLogins } from '../auth/throttle.ts'
import { clientAddress } from '../http/clientAddress.ts'
import { readExpiredAccessToken, signAccessToken } from '../auth/tokens.ts'
import type { AppEnv, Services } from '../http/env.ts'
import { jsonBody } from '../http/jsonBody.ts'
import { describe, HttpError, invalid, unauthorized } from '../http/errors.ts'

async function answer(
  services: Services,
  user: AccountRow,
  refreshToken: string,
  sessionId: string,
): Promise<LoginResponse> {
  const token = await signAccessToken(
    services.jwtKey,
    { id: user.id, roleId: user.role_id, sessionId },
    services.config.accessTokenTtlSeconds,
  )
  return {
    accessToken: { token },
    refreshToken,
    id: user.id,
    email: user.email,
    userName: user.name,
    tribeId: user.tribe_id ?? 0,
    segmentId: user.segment_id ?? 0,
    branchId: user.branch_id ?? 0,
    roleId: user.role_id,
    profilePic: user.profile_pic,
  }
}

/**
 * POST /auth/login and POST /auth/refreshtoken: application Basic credentials, no bearer token. A
 * deactivated user's refresh is told so (ACCOUNT_DEACTIVATED); their login only fails.
 */
export function registerAuthRoutes(app: Hono<AppEnv>, services: Services): void {
  const { db, config } = services

  app.post(`/api${AUTH_ROUTES.login.pattern}`.toLowerCase(), async (c) => {
    assertAppCredentials(c.req.header('Authorization'), config)
    const body = check(loginRequest, await jsonBody(c))
    if (!body.ok) throw invalid(body.errors)
    const email = body.value.userName.toLowerCase()
    const client = clientAddress(c, config)
    const attempt = await beginLoginTry(db, email, client)
    if (!attempt.allowed) {
      throw new HttpError(429, describe(LOGIN_MESSAGES.tooManyAttempts), {
        'Retry-After': String(attempt.retryAfter),
      })
    }
    const user = await readActiveAccountByEmail(db, email)
    const passwordOk = user
      ? await verifyPassword(body.value.password, user.password_hash, user.password_salt)
      : (await spendPasswordTime(body.value.password), false)
    if (!user || !passwordOk) throw unauthorized(LOGIN_MESSAGES.wrongCredentials)
    await clearFailedLogins(db, email, client)
    const sessionId = randomUUID()
    const refreshToken = await issueRefreshToken(
      db,
      user.id,
      config.refreshTokenTtlSeconds,
      sessionId,
    )
    return c.json(await answer(services, user, refreshToken, sessionId))
  })

  app.post(`/api${AUTH_ROUTES.refresh.pattern}`.toLowerCase(), async (c) => {
    assertAppCredentials(c.req.header('Authorization'), config)
    const body = check(refreshRequest, await jsonBody(c))
    if (!body.ok) throw invalid(body.errors)
    const actor = await readExpiredAccessToken(services.jwtKey, body.value.accessToken)
    if (!actor) throw unauthorized(LOGIN_MESSAGES.sessionEnded)
    // Told before rotating: deactivation revoked the family, which a rotation would take for reuse.
    if ((await readAccountState(db, actor.id)) === 'deactivated') {
      throw unauthorized(ACCOUNT_DEACTIVATED)
    }
    const rotated = await db.tx((tx) =>
      rotateRefreshToken(
        tx,
        body.value.refreshToken,
        actor.id,
        config.refreshTokenTtlSeconds,
        config.refreshReuseGraceSeconds,
      ),
    )
    if (!rotated.ok) throw unauthorized(LOGIN_MESSAGES.sessionEnded)
    const user = await readActiveAccount(db, actor.id)
    if (!user) throw unauthorized(LOGIN_MESSAGES.sessionEnded)
    return c.json(await answer(services, user, rotated.token, rotated.familyId))
  })
}
