/**
 * Sign-ins end at once: an access token of a revoked sign-in (a password change elsewhere, a
 * sign-out) is refused on its next request (401, empty body), and so is its refresh.
 */
import { describe, expect, it } from 'vitest'
import { LOGIN_MESSAGES, type LoginResponse } from '../../src/contract/auth.ts'
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { APP_BASIC, EMAILS, serverForFile } from './harness.ts'

const server = serverForFile({ seed: { deals: 5 } })

const refresh = (session: LoginResponse) =>
  server().api('POST', '/auth/refreshtoken', {
    headers: { Authorization: APP_BASIC },
    body: { accessToken: session.accessToken.token, refreshToken: session.refreshToken },
  })
const read = (session: LoginResponse) =>
  server().api('GET', '/pipeline/master', { token: session.accessToken.token })
const signOut = (session: LoginResponse, body: unknown = {}) =>
  server().api('POST', '/auth/signout', { token: session.accessToken.token, body })

/** Answers the way a token of an ended sign-in is answered: 401, empty body; its refresh 401. */
async function expectEnded(session: LoginResponse): Promise<void> {
  const next = await read(session)
  expect(next.status).toBe(401)
  expect(next.text).toBe('')
  const refreshed = await refresh(session)
  expect(refreshed.status).toBe(401)
  expect(refreshed.body).toEqual([{ description: LOGIN_MESSAGES.sessionEnded }])
}

describe('sessions end at once', () => {
  it("a password change on one sign-in ends the other's access token at its next request", async () => {
    const a = await server().loginAnswer(EMAILS.rm2)
    const b = await server().loginAnswer(EMAILS.rm2)
    expect((await read(b)).status).toBe(200)
    const changed = await server().api('PUT', '/Profile/changepassword', {
      token: a.accessToken.token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'another-password-1' },
    })
    expect(changed.body.code).toBe('ok')
    await expectEnded(b)
    expect((await read(a)).status).toBe(200)
  })

  it('refuses a token whose sign-in expired or names no sign-in', async () => {
    const session = await server().loginAnswer(EMAILS.viewer)
    const refused = async () => {
      const response = await read(session)
      expect(response.status).toBe(401)
      expect(response.text).toBe('')
    }
    await server().db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [session.id],
    )
    await refused()
    await server().db.query('DELETE FROM refresh_tokens WHERE user_id = $1', [session.id])
    await refused()
  })
})

describe('POST /auth/signout', () => {
  it('ends only the sign-in that signs out', async () => {
    const here = await server().loginAnswer(EMAILS.manager)
    const elsewhere = await server().loginAnswer(EMAILS.manager)
    const answer = await signOut(here)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({})
    await expectEnded(here)
    expect((await read(elsewhere)).status).toBe(200)
    expect((await refresh(elsewhere)).status).toBe(200)
  })

  it('ends every sign-in of the user with everywhere, and no one else', async () => {
    const here = await server().loginAnswer(EMAILS.rm)
    const elsewhere = await server().loginAnswer(EMAILS.rm)
    const other = await server().loginAnswer(EMAILS.admin)
    expect((await signOut(here, { everywhere: true })).status).toBe(200)
    await expectEnded(here)
    await expectEnded(elsewhere)
    expect((await read(other)).status).toBe(200)
  })

  it('lets a read-only role sign out, and refuses a bad body or no token', async () => {
    const viewer = await server().loginAnswer(EMAILS.viewer)
    const bad = await signOut(viewer, { everywhere: 'sometimes' })
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual([{ description: expect.stringContaining('everywhere') }])
    expect((await read(viewer)).status).toBe(200)
    expect((await signOut(viewer)).status).toBe(200)
    await expectEnded(viewer)
    const anonymous = await server().api('POST', '/auth/signout', { body: {} })
    expect(anonymous.status).toBe(401)
    expect(anonymous.text).toBe('')
  })
})
