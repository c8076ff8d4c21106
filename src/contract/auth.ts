/** Sign-in, token refresh and password change (core-spec section 7, api-notes.md). */

import { route } from './route.ts'
import { array, boolean, object, optional, text, type Infer } from './validate.ts'

export interface LoginResponse {
  accessToken: { token: string }
  refreshToken: string
  id: number
  email: string
  userName: string
  tribeId: number
  segmentId: number
  branchId: number
  roleId: number
  profilePic: string | null
}

export type RefreshResponse = LoginResponse

/** old_password / new_password: the description is shown in red; ok: the 'Change password' success modal. */
export type ChangePasswordCode = 'ok' | 'old_password' | 'new_password'
export interface ChangePasswordResponse {
  code: ChangePasswordCode
  description: string
}

/** The profile the client keeps in its `profile` cookie. */
export interface Profile {
  id: number
  name: string
  email: string
  profilePic: string | null
  branchId: number
  segmentId: number
  tribeId: number
  roleId: number
}

export function profileFromLogin(answer: LoginResponse): Profile {
  return {
    id: answer.id,
    name: answer.userName,
    email: answer.email,
    profilePic: answer.profilePic,
    branchId: answer.branchId,
    segmentId: answer.segmentId,
    tribeId: answer.tribeId,
    roleId: answer.roleId,
  }
}

// Runtime validators ------------------------------------------------------------------------

const clientInfo = optional(text({ max: 200 }), '')

export const loginRequest = object({
  userName: text({ min: 1, max: 320 }),
  password: text({ min: 1, max: 200, trim: false }),
  os: clientInfo,
  deviceID: clientInfo,
  sourceID: clientInfo,
  versionCode: clientInfo,
  versionName: clientInfo,
})
export type LoginRequest = Infer<typeof loginRequest>

export const refreshRequest = object({
  accessToken: text({ min: 1, max: 4000 }),
  refreshToken: text({ min: 1, max: 400 }),
})
export type RefreshRequest = Infer<typeof refreshRequest>

export const changePasswordRequest = object({
  oldPassword: text({ max: 200, trim: false }),
  newPassword: text({ max: 200, trim: false }),
})
export type ChangePasswordRequest = Infer<typeof changePasswordRequest>

export const signOutRequest = object({
  /** True: every sign-in of the user ends (the profile menu's "Sign out everywhere"). */
  everywhere: optional(boolean(), false),
})
export type SignOutRequest = Infer<typeof signOutRequest>

/** The most changes one handover call carries; a longer outbox goes in several calls, oldest first. */
export const MAX_HANDOVER_CHANGES = 40

/** One unsent change as the device's outbox holds it: what it tried, in the device's words. */
export const handedOverChange = object({
  opId: text({ min: 1, max: 100 }),
  type: text({ min: 1, max: 100 }),
  label: optional(text({ max: 500 }), ''),
  createdAt: optional(text({ max: 40 }), ''),
  payload: optional(text({ max: 20_000, trim: false }), ''),
})
export type HandedOverChange = Infer<typeof handedOverChange>

/**
 * A deactivated user's device hands its unsent changes to the server before it wipes the user's
 * data. It proves whose they are with the session's token pair (the access token may have
 * expired; the refresh token must be one the server issued to that user in that session).
 */
export const handoverRequest = object({
  accessToken: text({ min: 1, max: 4000 }),
  refreshToken: text({ min: 1, max: 400 }),
  deviceId: optional(text({ max: 100 }), ''),
  changes: array(handedOverChange, { max: MAX_HANDOVER_CHANGES }),
})
export type HandoverRequest = Infer<typeof handoverRequest>

export interface HandoverResponse {
  kept: number
}

/** A handed-over change as administrators read it (newest first, at most 500). */
export interface HandedOver {
  userId: number
  userName: string
  deviceId: string
  opId: string
  type: string
  label: string
  payload: string
  /** When the device made the change, as it wrote it. */
  createdAt: string
  /** When the server received it, ISO 8601. */
  receivedAt: string
}

/**
 * The sign-in and password calls. login and refresh carry the application's Basic credentials
 * (no bearer token): a server registers them apart from the bearer-checked API.
 */
export const AUTH_ROUTES = {
  login: route<LoginResponse, Record<string, never>, LoginRequest>({
    method: 'POST',
    pattern: '/auth/login',
    body: loginRequest,
  }),
  refresh: route<RefreshResponse, Record<string, never>, RefreshRequest>({
    method: 'POST',
    pattern: '/auth/refreshtoken',
    body: refreshRequest,
  }),
  /** Always 200; the code tells the outcome. Every role may change its own password. */
  changePassword: route<ChangePasswordResponse, Record<string, never>, ChangePasswordRequest>({
    method: 'PUT',
    pattern: '/Profile/changepassword',
    body: changePasswordRequest,
  }),
  /** Bearer. Ends this sign-in (its refresh tokens), or every sign-in of the user. 200 `{}`. */
  signOut: route<Record<string, never>, Record<string, never>, SignOutRequest>({
    method: 'POST',
    pattern: '/auth/signout',
    body: signOutRequest,
  }),
  /** Application Basic credentials, like refresh; the body proves the user. */
  handover: route<HandoverResponse, Record<string, never>, HandoverRequest>({
    method: 'POST',
    pattern: '/auth/handover',
    body: handoverRequest,
  }),
  /** Bearer, administrators only (else 403): what deactivated users' devices handed over. */
  handovers: route<HandedOver[]>({ method: 'GET', pattern: '/auth/handovers' }),
}

/**
 * The description of the 401 every call of a deactivated (or deleted) user's device receives, a
 * refresh included. The device then hands over its unsent changes and wipes the user's data.
 */
export const ACCOUNT_DEACTIVATED = 'account deactivated'

/** The spec gives no sign-in error texts; these are the server's. */
export const LOGIN_MESSAGES = {
  wrongCredentials: 'Email or password is incorrect',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  badAppCredentials: 'Application credentials are missing or incorrect',
} as const

/** A new password needs at least this many characters and must differ from the old one. */
export const MIN_PASSWORD_LENGTH = 8

export const CHANGE_PASSWORD_MESSAGES = {
  oldPassword: 'Old password is incorrect',
  newPasswordTooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  newPasswordSame: 'New password must be different from the old password',
  ok: 'Change password',
} as const
