import {
  AUTH_ROUTES,
  CHANGE_PASSWORD_MESSAGES,
  MIN_PASSWORD_LENGTH,
  type ChangePasswordResponse,
} from '../../contract/auth.ts'
import { PROFILE_ROUTES } from '../../contract/profile.ts'
import { lockPassword, updatePassword } from '../auth/accounts.ts'
import { hashPassword, verifyPassword } from '../auth/password.ts'
import { revokeOtherSessions } from '../auth/refreshTokens.ts'
import type { Api } from '../http/api.ts'
import { notFound } from '../http/errors.ts'
import { readProfile } from '../profile/read.ts'
import { saveProfile } from '../profile/save.ts'

/**
 * The signed-in user's own profile (the rules are contract/profile.ts's), and
 * PUT /Profile/changepassword: always 200; the code tells the outcome. Every role reads and writes
 * its own profile and password.
 */
export function registerProfileRoutes(api: Api): void {
  api.serve(PROFILE_ROUTES.detail, async (call) => {
    const profile = await readProfile(call.db, call.actor.id)
    if (!profile) throw notFound('User')
    return { body: profile }
  })

  api.serve(PROFILE_ROUTES.update, (call) => saveProfile(call, call.input.body), { anyRole: true })

  api.serve(
    AUTH_ROUTES.changePassword,
    async ({ db, actor, input }) => {
      const { oldPassword, newPassword } = input.body
      const stored = await lockPassword(db, actor.id)
      if (!stored) throw notFound('User')
      const reply = (answer: ChangePasswordResponse) => ({ body: answer })
      if (!(await verifyPassword(oldPassword, stored.hash, stored.salt))) {
        return reply({ code: 'old_password', description: CHANGE_PASSWORD_MESSAGES.oldPassword })
      }
      if (newPassword.length < MIN_PASSWORD_LENGTH) {
        return reply({
          code: 'new_password',
          description: CHANGE_PASSWORD_MESSAGES.newPasswordTooShort,
        })
      }
      if (newPassword === oldPassword) {
        return reply({
          code: 'new_password',
          description: CHANGE_PASSWORD_MESSAGES.newPasswordSame,
        })
      }
      await updatePassword(db, actor.id, await hashPassword(newPassword))
      await revokeOtherSessions(db, actor.id, actor.sessionId)
      return reply({ code: 'ok', description: CHANGE_PASSWORD_MESSAGES.ok })
    },
    { anyRole: true },
  )
}
