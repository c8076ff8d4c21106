import type { Hono } from 'hono'
import {
  AUTH_ROUTES,
  handoverRequest,
  LOGIN_MESSAGES,
  type HandoverResponse,
} from '../../contract/auth.ts'
import { check } from '../../contract/validate.ts'
import { isAdmin } from '../../domain/permissions.ts'
import { assertAppCredentials } from '../auth/basic.ts'
import { readExpiredAccessToken } from '../auth/tokens.ts'
import { handoverOwner } from '../handover/owner.ts'
import { readHandedOver } from '../handover/read.ts'
import { storeHandedOver } from '../handover/store.ts'
import type { Api } from '../http/api.ts'
import type { AppEnv, Services } from '../http/env.ts'
import { conflict, forbidden, invalid, unauthorized } from '../http/errors.ts'
import { jsonBody } from '../http/jsonBody.ts'

export const STILL_ACTIVE =
  'This account is still active: sign in again and its changes are sent as usual'

/**
 * POST /auth/handover: application Basic credentials, like refresh. A deactivated (or deleted)
 * user's device hands over its unsent changes, proving whose they are with its token pair.
 */
export function registerHandoverRoute(app: Hono<AppEnv>, services: Services): void {
  const { db, config } = services
  app.post(`/api${AUTH_ROUTES.handover.pattern}`.toLowerCase(), async (c) => {
    assertAppCredentials(c.req.header('Authorization'), config)
    const body = check(handoverRequest, await jsonBody(c))
    if (!body.ok) throw invalid(body.errors)
    const { accessToken, refreshToken, deviceId, changes } = body.value
    const actor = await readExpiredAccessToken(services.jwtKey, accessToken)
    if (!actor?.sessionId) throw unauthorized(LOGIN_MESSAGES.sessionEnded)
    const owner = await handoverOwner(db, actor.id, actor.sessionId, refreshToken)
    if (owner === 'unknown') throw unauthorized(LOGIN_MESSAGES.sessionEnded)
    if (owner === 'active') throw conflict(STILL_ACTIVE)
    await storeHandedOver(db, actor.id, deviceId, changes)
    // Every change of the call is now stored, by this call or an earlier try of it.
    return c.json({ kept: changes.length } satisfies HandoverResponse)
  })
}

/** GET /auth/handovers: administrators read what deactivated users' devices handed over. */
export function registerHandoverListRoute(api: Api): void {
  api.serve(AUTH_ROUTES.handovers, async ({ db, actor }) => {
    if (!isAdmin(actor)) throw forbidden()
    return { body: await readHandedOver(db) }
  })
}
