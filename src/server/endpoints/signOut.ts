import { AUTH_ROUTES } from '../../contract/auth.ts'
import { revokeOtherSessions, revokeSession } from '../auth/refreshTokens.ts'
import type { Api } from '../http/api.ts'

/**
 * POST /auth/signout (bearer, every role): ends this sign-in, or with `everywhere` every sign-in
 * of the user. Their access tokens are refused from the next request (requireBearer).
 */
export function registerSignOutRoute(api: Api): void {
  api.serve(
    AUTH_ROUTES.signOut,
    async ({ db, actor, input }) => {
      if (input.body.everywhere) await revokeOtherSessions(db, actor.id, undefined)
      else if (actor.sessionId) await revokeSession(db, actor.id, actor.sessionId)
      return { body: {} }
    },
    { anyRole: true },
  )
}
