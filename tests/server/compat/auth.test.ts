import { describe, expect, it } from 'vitest'
import { EMAILS, USER_IDS, serverForFile } from '../harness.ts'
import { existingClientLogin, withAppCredentials } from './compatClient.ts'

const server = serverForFile()

const LOGIN_FIELDS = [
  'accessToken',
  'refreshToken',
  'id',
  'email',
  'userName',
  'tribeId',
  'segmentId',
  'branchId',
  'roleId',
  'profilePic',
]

describe('sign-in and token refresh as existing clients call them', () => {
  it('sign-in with numeric deviceID, sourceID and versionCode answers 200 with the login fields', async () => {
    const reply = await withAppCredentials(server(), '/auth/login', {
      ...existingClientLogin(EMAILS.rm),
      appVersion: 'x',
    })
    expect(reply.status, reply.text).toBe(200)
    for (const field of LOGIN_FIELDS) expect.soft(reply.body).toHaveProperty(field)
    expect(typeof reply.body.accessToken.token).toBe('string')
    expect(reply.body).toMatchObject({ id: USER_IDS.rm, email: EMAILS.rm, roleId: 5 })
  })

  it('sign-in with a wrong password answers 401 whose body is a list of { description }', async () => {
    const reply = await withAppCredentials(server(), '/auth/login', {
      ...existingClientLogin(EMAILS.viewer, 'wrong-password'),
    })
    expect(reply.status).toBe(401)
    expect(Array.isArray(reply.body), reply.text).toBe(true)
    expect(typeof reply.body[0].description).toBe('string')
  })

  it('refresh with { accessToken, refreshToken } and app credentials answers 200 with new tokens', async () => {
    const first = await server().loginAnswer(EMAILS.manager)
    const reply = await withAppCredentials(server(), '/auth/refreshtoken', {
      accessToken: first.accessToken.token,
      refreshToken: first.refreshToken,
      appVersion: 'x',
    })
    expect(reply.status, reply.text).toBe(200)
    expect(typeof reply.body.accessToken.token).toBe('string')
    expect(typeof reply.body.refreshToken).toBe('string')
    expect(reply.body.id).toBe(USER_IDS.manager)
  })
})
