/** Sign-in, token refresh and password change (core-spec section 7, api-notes.md). */

import { route } from './route.ts'
import { object, optional, text, type Infer } from './validate.ts'

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
}

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
