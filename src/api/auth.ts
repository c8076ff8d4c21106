/** Sign-in, token refresh and password change calls. */
import {
  AUTH_ROUTES,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type LoginRequest,
  type LoginResponse,
  type RefreshRequest,
  type RefreshResponse,
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
