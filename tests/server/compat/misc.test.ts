import { describe, expect, it } from 'vitest'
import { serverForFile } from '../harness.ts'
import { EXTRA, signedIn } from './compatClient.ts'

const server = serverForFile()

describe('master data, employees and the password as existing clients call them', () => {
  it('loads the master data and reads rms, segments, tribes, branches, stages, proposalTypes', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/Pipeline/master')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.rms[0]).toMatchObject({
      userId: expect.any(Number),
      name: expect.any(String),
      email: expect.any(String),
    })
    for (const list of ['segments', 'tribes', 'branches', 'stages', 'proposalTypes']) {
      expect
        .soft(reply.body[list][0], list)
        .toMatchObject({ id: expect.any(Number), text: expect.any(String) })
    }
  })

  it('lists employees with GET /user/list/employee/* and reads their id, name and email', async () => {
    const admin = await signedIn(server(), 'admin')
    const reply = await admin.get('/user/list/employee/*')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body[0]).toMatchObject({ name: expect.any(String), email: expect.any(String) })
    expect(typeof (reply.body[0].id ?? reply.body[0].userId)).toBe('number')
  })

  it('changes the password with PUT /Profile/changepassword and reads { code, description }', async () => {
    const rm2 = await signedIn(server(), 'rm2')
    const wrongOld = await rm2.put('/Profile/changepassword', {
      oldPassword: 'not-the-password',
      newPassword: 'another-pass-123',
      ...EXTRA,
    })
    expect(wrongOld.status, wrongOld.text).toBe(200)
    expect(wrongOld.body).toMatchObject({ code: 'old_password', description: expect.any(String) })

    const changed = await rm2.put('/profile/ChangePassword', {
      oldPassword: 'demo1234',
      newPassword: 'another-pass-123',
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body).toMatchObject({ code: 'ok', description: expect.any(String) })
  })
})
