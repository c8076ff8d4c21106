import { Hono } from 'hono'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { routingPath } from '../../src/server/app.ts'
import { createApi } from '../../src/server/http/api.ts'
import type { AppEnv, Services } from '../../src/server/http/env.ts'
import { LOGIN_MESSAGES } from '../../src/contract/auth.ts'
import { APP_BASIC, EMAILS, USER_IDS, serverForFile } from './harness.ts'

const server = serverForFile()

const loginBody = (userName: string, password: string) => ({
  userName,
  password,
  os: 'linux',
  deviceID: 'device-1',
  sourceID: 'web',
  versionCode: '1',
  versionName: '1.0.0',
})

async function employeeEmail(id: number): Promise<string> {
  const [row] = await server().db.query<{ email: string }>(
    'SELECT email FROM users WHERE id = $1',
    [id],
  )
  return row!.email
}

async function jwtKey(): Promise<Uint8Array> {
  const [row] = await server().db.query<{ value: string }>(
    `SELECT value FROM app_settings WHERE key = 'jwt_secret'`,
  )
  return new TextEncoder().encode(row!.value)
}

describe('health', () => {
  it('answers { ok: true } without a token', async () => {
    const response = await server().api('GET', '/health')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ok: true })
  })
})

describe('POST /auth/login', () => {
  it('answers the login shape of api-notes for a demo account', async () => {
    const response = await server().api('POST', '/auth/login', {
      headers: { Authorization: APP_BASIC },
      body: loginBody(EMAILS.rm, 'demo1234'),
    })
    expect(response.status).toBe(200)
    expect(Object.keys(response.body).sort()).toEqual(
      [
        'accessToken',
        'branchId',
        'email',
        'id',
        'profilePic',
        'refreshToken',
        'roleId',
        'segmentId',
        'tribeId',
        'userName',
      ].sort(),
    )
    expect(response.body).toMatchObject({
      id: USER_IDS.rm,
      email: EMAILS.rm,
      userName: 'Citra Relationship',
      roleId: 5,
      profilePic: null,
    })
    expect(typeof response.body.accessToken.token).toBe('string')
    expect(typeof response.body.refreshToken).toBe('string')
    expect(response.body.tribeId).toBeGreaterThan(0)
  })

  it('matches the email without regard to case', async () => {
    const response = await server().api('POST', '/auth/login', {
      headers: { Authorization: APP_BASIC },
      body: loginBody('ADMIN@crm.test', 'demo1234'),
    })
    expect(response.status).toBe(200)
    expect(response.body.roleId).toBe(1)
  })

  it('refuses a wrong password or an unknown user with 401 and a description', async () => {
    for (const body of [
      loginBody(EMAILS.manager, 'wrong-password'),
      loginBody('nobody@crm.test', 'demo1234'),
    ]) {
      const response = await server().api('POST', '/auth/login', {
        headers: { Authorization: APP_BASIC },
        body,
      })
      expect(response.status).toBe(401)
      expect(response.body).toEqual([{ description: LOGIN_MESSAGES.wrongCredentials }])
    }
  })

  it('needs the application Basic credentials', async () => {
    const missing = await server().api('POST', '/auth/login', {
      body: loginBody(EMAILS.rm, 'demo1234'),
    })
    expect(missing.status).toBe(401)
    expect(missing.body).toEqual([{ description: LOGIN_MESSAGES.badAppCredentials }])
    const wrong = await server().api('POST', '/auth/login', {
      headers: { Authorization: `Basic ${Buffer.from('crm-web:nope').toString('base64')}` },
      body: loginBody(EMAILS.rm, 'demo1234'),
    })
    expect(wrong.status).toBe(401)
    expect(wrong.text).not.toBe('')
  })

  it('answers 400 with a description when the body misses the password', async () => {
    const response = await server().api('POST', '/auth/login', {
      headers: { Authorization: APP_BASIC },
      body: { userName: EMAILS.rm },
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual([{ description: 'password is required' }])
  })

  it('slows down repeated failures: after 5 in 15 minutes, 429 with Retry-After, even with the right password', async () => {
    const email = await employeeEmail(8)
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await server().api('POST', '/auth/login', {
        headers: { Authorization: APP_BASIC },
        body: loginBody(email, `wrong-${attempt}`),
      })
      expect(response.status).toBe(401)
    }
    const locked = await server().api('POST', '/auth/login', {
      headers: { Authorization: APP_BASIC },
      body: loginBody(email, 'demo1234'),
    })
    expect(locked.status).toBe(429)
    expect(locked.body).toEqual([{ description: LOGIN_MESSAGES.tooManyAttempts }])
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0)
    // Other accounts are not affected.
    expect((await server().loginAnswer(EMAILS.viewer)).roleId).toBe(4)
  })
})

describe('bearer tokens', () => {
  it('answers 401 with an EMPTY body without a token, with a bad token and with an expired one', async () => {
    const expired = await new SignJWT({ role: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(USER_IDS.admin))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await jwtKey())
    for (const token of [null, 'not-a-token', expired]) {
      const response = await server().api('GET', '/pipeline/master', { token })
      expect(response.status).toBe(401)
      expect(response.text).toBe('')
    }
  })

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({ role: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-123'))
    const response = await server().api('GET', '/pipeline/master', { token: forged })
    expect(response.status).toBe(401)
    expect(response.text).toBe('')
  })
})

describe('POST /auth/refreshtoken', () => {
  const refresh = (accessToken: string, refreshToken: string, authorization = APP_BASIC) =>
    server().api('POST', '/auth/refreshtoken', {
      headers: { Authorization: authorization },
      body: { accessToken, refreshToken },
    })

  it('rotates: answers the login shape with a new refresh token, and the old one no longer works', async () => {
    const first = await server().loginAnswer(EMAILS.manager)
    const second = await refresh(first.accessToken.token, first.refreshToken)
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ id: USER_IDS.manager, email: EMAILS.manager, roleId: 2 })
    expect(second.body.refreshToken).not.toBe(first.refreshToken)
    const master = await server().api('GET', '/pipeline/master', {
      token: second.body.accessToken.token,
    })
    expect(master.status).toBe(200)
  })

  it('accepts an expired access token', async () => {
    const first = await server().loginAnswer(EMAILS.rm2)
    const expired = await new SignJWT({ role: 5 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(USER_IDS.rm2))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(await jwtKey())
    const response = await refresh(expired, first.refreshToken)
    expect(response.status).toBe(200)
    expect(response.body.id).toBe(USER_IDS.rm2)
  })

  it('accepts a token rotated moments ago again, as after a lost refresh answer', async () => {
    const first = await server().loginAnswer(EMAILS.manager)
    const lost = await refresh(first.accessToken.token, first.refreshToken)
    expect(lost.status).toBe(200)
    const retried = await refresh(first.accessToken.token, first.refreshToken)
    expect(retried.status).toBe(200)
    expect(retried.body.refreshToken).not.toBe(lost.body.refreshToken)
    expect((await refresh(retried.body.accessToken.token, retried.body.refreshToken)).status).toBe(
      200,
    )
  })

  it('detects reuse: presenting a rotated token revokes the whole family', async () => {
    const first = await server().loginAnswer(EMAILS.admin)
    const second = await refresh(first.accessToken.token, first.refreshToken)
    expect(second.status).toBe(200)
    // Past the grace period for lost answers.
    await server().db.query(
      `UPDATE refresh_tokens SET revoked_at = revoked_at - interval '1 hour'
        WHERE user_id = $1 AND revoked_at IS NOT NULL`,
      [USER_IDS.admin],
    )
    const reuse = await refresh(first.accessToken.token, first.refreshToken)
    expect(reuse.status).toBe(401)
    expect(reuse.body).toEqual([{ description: LOGIN_MESSAGES.sessionEnded }])
    // The token issued by the rotation is revoked too.
    const after = await refresh(second.body.accessToken.token, second.body.refreshToken)
    expect(after.status).toBe(401)
    // A separate sign-in is not affected.
    const other = await server().loginAnswer(EMAILS.admin)
    expect((await refresh(other.accessToken.token, other.refreshToken)).status).toBe(200)
  })

  it('refuses a refresh token of another user, and requests without app credentials', async () => {
    const rm = await server().loginAnswer(EMAILS.rm)
    const viewer = await server().loginAnswer(EMAILS.viewer)
    const crossed = await refresh(viewer.accessToken.token, rm.refreshToken)
    expect(crossed.status).toBe(401)
    expect(crossed.text).not.toBe('')
    const noApp = await refresh(rm.accessToken.token, rm.refreshToken, '')
    expect(noApp.status).toBe(401)
    // The refused attempts did not consume the token.
    expect((await refresh(rm.accessToken.token, rm.refreshToken)).status).toBe(200)
  })
})

describe('PUT /Profile/changepassword', () => {
  it('answers a code for a wrong old password, a short or unchanged new one, and ok', async () => {
    const email = await employeeEmail(9)
    const me = await server().as(email)
    const change = (oldPassword: string, newPassword: string) =>
      me.put('/Profile/changepassword', { oldPassword, newPassword })

    const wrongOld = await change('nope', 'a-new-password')
    expect(wrongOld.status).toBe(200)
    expect(wrongOld.body.code).toBe('old_password')
    const short = await change('demo1234', 'short')
    expect(short.body.code).toBe('new_password')
    const same = await change('demo1234', 'demo1234')
    expect(same.body.code).toBe('new_password')
    expect(await server().loginAnswer(email)).toBeTruthy()

    const done = await change('demo1234', 'a-new-password')
    expect(done.body).toEqual({ code: 'ok', description: 'Change password' })
    expect((await server().loginAnswer(email, 'a-new-password')).email).toBe(email)
    const old = await server().api('POST', '/auth/login', {
      headers: { Authorization: APP_BASIC },
      body: loginBody(email, 'demo1234'),
    })
    expect(old.status).toBe(401)
  })

  it('lets a read-only viewer change their own password', async () => {
    const viewer = await server().as(EMAILS.viewer)
    const response = await viewer.put('/profile/changepassword', {
      oldPassword: 'nope',
      newPassword: 'x',
    })
    expect(response.status).toBe(200)
    expect(response.body.code).toBe('old_password')
  })
})

describe('HTTP conventions', () => {
  it('matches paths without regard to case', async () => {
    const token = await server().login(EMAILS.viewer)
    const lower = await server().api('GET', '/pipeline/master', { token })
    const mixed = await server().api('GET', '/Pipeline/MASTER', { token })
    expect(mixed.status).toBe(200)
    expect(mixed.body).toEqual(lower.body)
  })

  it('keeps the original case of path params while matching the path without regard to case', async () => {
    const app = new Hono<AppEnv>({ getPath: routingPath })
    const api = createApi(app, { db: server().db } as Services)
    api.get('/Echo/:first/:second', async ({ params }) => ({ body: params }))
    const response = await app.request('/API/ECHO/MixedCase/caf%C3%A9%20Bar')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ first: 'MixedCase', second: 'café Bar' })
  })

  it('answers 400 with a description for a body that is not JSON', async () => {
    const token = await server().login(EMAILS.manager)
    const response = await server().api('POST', '/pipeline', {
      token,
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect(response.body).toEqual([{ description: 'Body must be JSON' }])
  })

  it('answers CORS preflights allowing the replay headers and exposing ETag, but no unconfigured origin', async () => {
    const response = await server().api('OPTIONS', '/pipeline/drop/1/1/2', {
      headers: {
        Origin: 'http://example.test',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,idempotency-key,if-match,content-type',
      },
    })
    expect(response.status).toBe(204)
    // Same origin by default (CORS_ORIGINS unset): another site's origin is not allowed.
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()
    for (const header of ['authorization', 'content-type', 'idempotency-key', 'if-match']) {
      expect(allowed).toContain(header)
    }
    const actual = await server().api('GET', '/health', {
      headers: { Origin: 'http://example.test' },
    })
    expect((actual.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      'etag',
    )
  })

  it('answers an unknown API path with 404 and a description', async () => {
    const token = await server().login(EMAILS.viewer)
    const response = await server().api('GET', '/no/such/path', { token })
    expect(response.status).toBe(404)
    expect(response.body).toEqual([{ description: 'Not found' }])
  })
})

describe('GET /pipeline/master', () => {
  it('answers the option lists', async () => {
    const viewer = await server().as(EMAILS.viewer)
    const response = await viewer.get('/pipeline/master')
    expect(response.status).toBe(200)
    expect(response.body.stages).toEqual([
      { id: 1, text: 'Lead in' },
      { id: 2, text: 'Proposal Development' },
      { id: 3, text: 'Proposal sent' },
      { id: 4, text: 'Presentation' },
      { id: 5, text: 'Negotiations' },
    ])
    expect(response.body.proposalTypes[0]).toEqual({ id: 1, text: 'Workshop' })
    expect(response.body.rms.length).toBeGreaterThanOrEqual(20)
    // The spec's { userId, name, email }, plus the branch and segment the RM picker filters on.
    expect(response.body.rms).toContainEqual({
      userId: USER_IDS.rm,
      name: 'Citra Relationship',
      email: EMAILS.rm,
      branch: { id: expect.any(Number), text: expect.any(String) },
      segment: { id: expect.any(Number), text: expect.any(String) },
    })
    for (const list of ['tribes', 'segments', 'branches', 'industries']) {
      expect(response.body[list].length).toBeGreaterThan(0)
      expect(Object.keys(response.body[list][0]).sort()).toEqual(['id', 'text'])
    }
  })
})
