/** Sign-in, token refresh, password change, sign-out and a deactivated device's handover. */
import {
  AUTH_ROUTES,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type HandoverRequest,
  type HandoverResponse,
  type LoginRequest,
  type LoginResponse,
  type RefreshRequest,
  type RefreshResponse,
  type SignOutRequest,
} from '../contract/auth.ts'
import { pathOf } from '../contract/route.ts'
import type { ApiClient } from './client.ts'

/** POST /auth/login with the application's basic credentials; a wrong password is a 'refused' ApiError. */
export function login(client: ApiClient, request: LoginRequest): Promise<LoginResponse> {
  return client.request<LoginResponse>(pathOf(AUTH_ROUTES.login, {}), {
    method: AUTH_ROUTES.login.method,
    body: request,
    auth: 'basic',
  })
}

/** POST /auth/refreshtoken as a plain call; requests renew their token through the client itself. */
export function refreshTokens(
  client: ApiClient,
  request: RefreshRequest,
): Promise<RefreshResponse> {
  return client.request<RefreshResponse>(pathOf(AUTH_ROUTES.refresh, {}), {
    method: AUTH_ROUTES.refresh.method,
    body: request,
    auth: 'basic',
  })
}

/** PUT /Profile/changepassword: answers a code (ok, old_password, new_password) and a description. */
export function changePassword(
  client: ApiClient,
  request: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  return client.request<ChangePasswordResponse>(pathOf(AUTH_ROUTES.changePassword, {}), {
    method: AUTH_ROUTES.changePassword.method,
    body: request,
  })
}

/**
 * POST /auth/signout (bearer): ends this sign-in on the server, or every sign-in of the user. It
 * is the call a closing client still makes.
 */
export function endServerSession(
  client: ApiClient,
  request: SignOutRequest,
  timeoutMs?: number,
): Promise<void> {
  return client
    .request(pathOf(AUTH_ROUTES.signOut, {}), {
      method: AUTH_ROUTES.signOut.method,
      body: request,
      closing: true,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    })
    .then(() => undefined)
}

/** POST /auth/handover: a deactivated user's unsent changes, proven by the session's tokens. */
export function handOver(client: ApiClient, request: HandoverRequest): Promise<HandoverResponse> {
  return client.request<HandoverResponse>(pathOf(AUTH_ROUTES.handover, {}), {
    method: AUTH_ROUTES.handover.method,
    body: request,
    auth: 'basic',
  })
}
