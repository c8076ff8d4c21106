/** Route guards (core-spec section 2): cookies present, role allowed. */
import { redirect } from '@tanstack/react-router'
import { canOpenRoute, DEFAULT_ROUTE } from '../domain/navigation.ts'
import { browserSession } from '../entities/session/browserSession.ts'
import { noteRefusedRoute } from './refusedRoute.ts'

/**
 * /deals is where every sign-in lands, so it stays open to every role (role 4 has no sidebar
 * entry at all and reads the pipeline); any other route follows the sidebar.
 */
export function isRouteOpen(roleId: number, path: string): boolean {
  return path === DEFAULT_ROUTE || canOpenRoute(roleId, path)
}

/**
 * Guarded routes exist only with both the login and the profile cookie; otherwise the session copy
 * goes and the user goes to /. The session ended without a sign-out (elsewhere, or the browser
 * dropped the cookies): the data stays for the same user's next sign-in, unsent changes included;
 * another user's sign-in wipes it first (features/auth/signIn.ts).
 */
export async function requireSession(): Promise<void> {
  if (browserSession.current()) return
  await browserSession.clear()
  throw redirect({ to: '/' })
}

/** A role not allowed a route goes to /deals, where a notice says why. */
export function requireRole(path: string): void {
  const session = browserSession.current()
  if (session && !isRouteOpen(session.profile.roleId, path)) {
    noteRefusedRoute(path)
    throw redirect({ to: DEFAULT_ROUTE })
  }
}

/** An existing login cookie skips the sign-in page. */
export function skipSignInWhenSignedIn(): void {
  if (browserSession.hasLoginCookie()) throw redirect({ to: DEFAULT_ROUTE })
}
