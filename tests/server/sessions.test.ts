/**
 * Sessions and replays: a password change ends the user's other sign-ins; a role change or
 * deactivation counts from the next request; an Idempotency-Key is bound to its body and expires.
 */
import { describe as group, expect, it } from 'vitest'
import { ACCOUNT_DEACTIVATED, CHANGE_PASSWORD_MESSAGES } from '../../src/contract/auth.ts'
import { ROLE } from '../../src/domain/permissions.ts'
import { readConfig } from '../../src/server/config.ts'
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import { pruneIdempotencyKeys } from '../../src/server/http/idempotency.ts'
import { APP_BASIC, EMAILS, newKey, serverForFile, USER_IDS } from './harness.ts'

const server = serverForFile({ seed: { deals: 5 } })

const refresh = (accessToken: string, refreshToken: string) =>
  server().api('POST', '/auth/refreshtoken', {
    headers: { Authorization: APP_BASIC },
    body: { accessToken, refreshToken },
  })

const firstDeal = async () =>
  (await server().db.query<{ id: number }>('SELECT id FROM deals ORDER BY id LIMIT 1'))[0]!.id

group('sessions', () => {
  it('a password change revokes the other sessions and keeps the one that changed it', async () => {
    const here = await server().loginAnswer(EMAILS.rm2)
    const elsewhere = await server().loginAnswer(EMAILS.rm2)
    const changed = await server().api('PUT', '/Profile/changepassword', {
      token: here.accessToken.token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'a-new-password-18' },
    })
    expect(changed.body).toMatchObject({ code: 'ok', description: CHANGE_PASSWORD_MESSAGES.ok })
    expect((await refresh(elsewhere.accessToken.token, elsewhere.refreshToken)).status).toBe(401)
    const kept = await refresh(here.accessToken.token, here.refreshToken)
    expect(kept.status).toBe(200)
    // The kept session's next access token still names it: it survives another change.
    const again = await server().api('PUT', '/Profile/changepassword', {
      token: kept.body.accessToken.token,
      body: { oldPassword: 'a-new-password-18', newPassword: 'a-newer-password-18' },
    })
    expect(again.body.code).toBe('ok')
    expect((await refresh(kept.body.accessToken.token, kept.body.refreshToken)).status).toBe(200)
  })

  it('a role change takes effect on the next request, a deactivation too', async () => {
    const manager = await server().loginAnswer(EMAILS.manager)
    const token = manager.accessToken.token
    const write = () =>
      server().api('POST', '/pipeline/status', {
        token,
        body: { status: 'still a manager?', dealId: 0, userId: USER_IDS.manager },
      })
    expect((await write()).status).not.toBe(403)
    await server().db.query('UPDATE users SET role_id = $2 WHERE id = $1', [
      USER_IDS.manager,
      ROLE.viewer,
    ])
    expect((await write()).status).toBe(403)
    await server().db.query('UPDATE users SET role_id = $2, active = false WHERE id = $1', [
      USER_IDS.manager,
      ROLE.manager,
    ])
    const inactive = await server().api('GET', '/pipeline/master', { token })
    expect(inactive.status).toBe(401)
    expect(inactive.body).toEqual([{ description: ACCOUNT_DEACTIVATED }])
    await server().db.query('UPDATE users SET active = true WHERE id = $1', [USER_IDS.manager])
  })
})

group('Idempotency-Key', () => {
  it('answers 422 for a key reused with a different body, and replays the same body', async () => {
    const admin = await server().as(EMAILS.admin)
    const dealId = await firstDeal()
    const key = newKey()
    const body = { status: 'first body', dealId, userId: USER_IDS.admin }
    const first = await admin.post('/pipeline/status', body, { 'Idempotency-Key': key })
    expect(first.status).toBe(200)
    const replay = await admin.post('/pipeline/status', body, { 'Idempotency-Key': key })
    expect(replay.body).toEqual(first.body)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    const other = await admin.post(
      '/pipeline/status',
      { ...body, status: 'another body' },
      { 'Idempotency-Key': key },
    )
    expect(other.status).toBe(422)
    expect(other.body).toEqual([{ description: expect.stringContaining('different body') }])
    const rows = await server().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM status_updates WHERE status = 'another body'`,
    )
    expect(rows[0]?.n).toBe(0)
  })

  it('prunes keys older than the TTL (7 days by default); younger ones stay', async () => {
    const admin = await server().as(EMAILS.admin)
    const dealId = await firstDeal()
    const [old, young] = [newKey(), newKey()]
    for (const key of [old, young]) {
      const sent = await admin.post(
        '/pipeline/status',
        { status: `ttl ${key}`, dealId, userId: USER_IDS.admin },
        { 'Idempotency-Key': key },
      )
      expect(sent.status).toBe(200)
    }
    const ttl = readConfig({}).idempotencyKeyTtlSeconds
    expect(ttl).toBe(7 * 24 * 3600)
    await server().db.query(
      `UPDATE idempotency_keys SET created_at = now() - make_interval(secs => $2) WHERE key = $1`,
      [old, ttl + 60],
    )
    await pruneIdempotencyKeys(server().db, ttl)
    const left = await server().db.query<{ key: string }>(
      'SELECT key FROM idempotency_keys WHERE key = ANY($1::text[])',
      [[old, young]],
    )
    expect(left.map((row) => row.key)).toEqual([young])
  })
})
