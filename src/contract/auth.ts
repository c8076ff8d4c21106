/** Sign-in, token refresh and password change (core-spec section 7, api-notes.md). */

export const AUTH_PATHS = {
  login: '/auth/login',
  refresh: '/auth/refreshtoken',
  changePassword: '/Profile/changepassword',
} as const

export interface LoginRequest {
  userName: string
  password: string
  os: string
  deviceID: string
  sourceID: string
  versionCode: string
  versionName: string
}

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

export interface RefreshRequest {
  accessToken: string
  refreshToken: string
}
export type RefreshResponse = LoginResponse

export interface ChangePasswordRequest {
  oldPassword: string
  newPassword: string
}

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
