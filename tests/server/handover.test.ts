/**
 * A deactivated (deleted) user's device is told so on every call, its refresh too; it then hands
 * its unsent changes over (POST /auth/handover), which administrators read (GET /auth/handovers).
 */
import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_DEACTIVATED,
  LOGIN_MESSAGES,
  MAX_HANDOVER_CHANGES,
  type HandedOver,
  type HandedOverChange,
  type LoginResponse,
} from '../../src/contract/auth.ts'
import { ROLE } from '../../src/domain/permissions.ts'
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { APP_BASIC, callers, EMAILS, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile({ seed: { deals: 5 } })

const deactivated = [{ description: ACCOUNT_DEACTIVATED }]

const refresh = (session: LoginResponse) =>
  server().api('POST', '/auth/refreshtoken', {
    headers: { Authorization: APP_BASIC },
    body: { accessToken: session.accessToken.token, refreshToken: session.refreshToken },
  })

const handover = (
  session: LoginResponse,
  changes: HandedOverChange[],
  overrides: Record<string, unknown> = {},
  authorization = APP_BASIC,
) =>
  server().api('POST', '/auth/handover', {
    headers: { Authorization: authorization },
    body: {
      accessToken: session.accessToken.token,
      refreshToken: session.refreshToken,
      deviceId: 'device-7',
      changes,
      ...overrides,
    },
  })

const change = (opId: string, label: string): HandedOverChange => ({
  opId,
  type: 'deal.update',
  label,
  createdAt: '2026-11-24T09:30:00.000Z',
  payload: JSON.stringify({ dealId: 12, name: label }),
})

let rmsLeft: { id: number; email: string }[] | undefined
/** A seeded RM nobody else in this file uses. */
async function seededRm(): Promise<{ id: number; email: string }> {
  rmsLeft ??= await server().db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE role_id = $1 AND id > $2 AND active ORDER BY id',
    [ROLE.rm, USER_IDS.viewer],
  )
  const next = rmsLeft.shift()
  if (!next) throw new Error('no seeded RM left')
  return next
}

/** A seeded RM signed in, then deleted by the administrator. */
async function deletedRm(): Promise<{ id: number; session: LoginResponse }> {
  const rm = await seededRm()
  const session = await server().loginAnswer(rm.email)
  const { admin } = await callers(server())
  const removed = await admin.delete(`/pipeline/rm/${rm.id}/${USER_IDS.admin}`)
  expect(removed.status, removed.text).toBe(200)
  return { id: rm.id, session }
}

describe('a deactivated account', () => {
  it('is told so on its next request and its refresh; its sign-in fails as a wrong one', async () => {
    const rm = await seededRm()
    const session = await server().loginAnswer(rm.email)
    const read = () => server().api('GET', '/pipeline/master', { token: session.accessToken.token })
    expect((await read()).status).toBe(200)
    const { admin } = await callers(server())
    expect((await admin.delete(`/pipeline/rm/${rm.id}/${USER_IDS.admin}`)).status).toBe(200)

    const next = await read()
    expect(next.status).toBe(401)
    expect(next.body).toEqual(deactivated)
    const refreshed = await refresh(session)
    expect(refreshed.status).toBe(401)
    expect(refreshed.body).toEqual(deactivated)
    const login = await server().api('POST', '/auth/login', {
      headers: { Authorization: APP_BASIC },
      body: { userName: rm.email, password: DEMO_PASSWORD },
    })
    expect(login.status).toBe(401)
    expect(login.body).toEqual([{ description: LOGIN_MESSAGES.wrongCredentials }])
  })

  it('is told so even when its sign-in had ended before (deactivation wins)', async () => {
    const rm = await seededRm()
    const session = await server().loginAnswer(rm.email)
    await server().db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1', [
      rm.id,
    ])
    await server().db.query('UPDATE users SET active = false WHERE id = $1', [rm.id])
    const next = await server().api('GET', '/pipeline/master', {
      token: session.accessToken.token,
    })
    expect(next.status).toBe(401)
    expect(next.body).toEqual(deactivated)
  })
})

describe('POST /auth/handover', () => {
  it('stores the changes once, even when handed over twice; administrators read them', async () => {
    const { id, session } = await deletedRm()
    const changes = [change(`op-${id}-1`, 'Renamed a deal'), change(`op-${id}-2`, 'Moved a deal')]
    const first = await handover(session, changes)
    expect(first.status, first.text).toBe(200)
    expect(first.body).toEqual({ kept: 2 })
    // The answer was lost: the device tries again.
    const again = await handover(session, changes)
    expect(again.body).toEqual({ kept: 2 })
    const rows = await server().db.query(
      'SELECT op_id FROM handed_over_changes WHERE user_id = $1 ORDER BY op_id',
      [id],
    )
    expect(rows).toEqual([{ op_id: `op-${id}-1` }, { op_id: `op-${id}-2` }])

    const { admin, rm } = await callers(server())
    const listed = await admin.get<HandedOver[]>('/auth/handovers')
    expect(listed.status).toBe(200)
    const mine = listed.body.filter((entry) => entry.userId === id)
    expect(mine).toHaveLength(2)
    const [name] = await server().db.query<{ name: string }>(
      'SELECT name FROM users WHERE id = $1',
      [id],
    )
    expect(mine.find((entry) => entry.opId === `op-${id}-1`)).toEqual({
      userId: id,
      userName: name!.name,
      deviceId: 'device-7',
      opId: `op-${id}-1`,
      type: 'deal.update',
      label: 'Renamed a deal',
      payload: JSON.stringify({ dealId: 12, name: 'Renamed a deal' }),
      createdAt: '2026-11-24T09:30:00.000Z',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
    const refused = await rm.get('/auth/handovers')
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual([{ description: expect.any(String) }])
  })

  it('lists the newest first', async () => {
    const older = await deletedRm()
    const newer = await deletedRm()
    expect((await handover(older.session, [change(`old-${older.id}`, 'older')])).status).toBe(200)
    expect((await handover(newer.session, [change(`new-${newer.id}`, 'newer')])).status).toBe(200)
    const { admin } = await callers(server())
    const listed = (await admin.get<HandedOver[]>('/auth/handovers')).body.map(
      (entry) => entry.opId,
    )
    expect(listed.indexOf(`new-${newer.id}`)).toBeLessThan(listed.indexOf(`old-${older.id}`))
  })

  it('refuses a refresh token not of that sign-in, an unsigned access token, no app credentials', async () => {
    const { session } = await deletedRm()
    const other = await server().loginAnswer(EMAILS.rm2)
    const one = [change('op-refused', 'refused')]
    for (const answer of [
      await handover(session, one, { refreshToken: 'not-a-token' }),
      // A token pair of another user's sign-in.
      await handover(session, one, { refreshToken: other.refreshToken }),
      await handover(session, one, { accessToken: 'not.a.token' }),
    ]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual([{ description: LOGIN_MESSAGES.sessionEnded }])
    }
    const noApp = await handover(session, one, {}, '')
    expect(noApp.status).toBe(401)
    expect(noApp.body).toEqual([{ description: LOGIN_MESSAGES.badAppCredentials }])
    const stored = await server().db.query(
      `SELECT 1 FROM handed_over_changes WHERE op_id = 'op-refused'`,
    )
    expect(stored).toEqual([])
  })

  it("answers 409 for an active user's device, and 400 for a bad body", async () => {
    const active = await server().loginAnswer(EMAILS.rm2)
    const answer = await handover(active, [change('op-active', 'active')])
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual([{ description: expect.any(String) }])
    const { session } = await deletedRm()
    const tooMany = Array.from({ length: MAX_HANDOVER_CHANGES + 1 }, (_, index) =>
      change(`op-many-${index}`, 'many'),
    )
    expect((await handover(session, tooMany)).status).toBe(400)
    expect((await handover(session, [{ type: 'x' } as HandedOverChange])).status).toBe(400)
    expect((await handover(session, [])).body).toEqual({ kept: 0 })
  })
})
