import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import { ROLE, type Actor } from '../../../src/domain/permissions.ts'
import {
  ProfileNotLoadedError,
  saveProfile,
} from '../../../src/features/profile/profileCommands.ts'
import { decisionsFor } from '../../../src/app/sync/decisions.ts'
import { describeOp, opReason } from '../../../src/app/sync/describeOp.ts'
import { userOps } from '../../../src/sync/syncDb.ts'
import { discardOp, keepMine, takeTheirs } from '../../../src/sync/resolve.ts'
import type { SyncRequest } from '../../../src/sync/transport.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'
import { detail, fields, profileRow } from './fixtures.ts'

const rm: Actor = { id: USER, roleId: ROLE.rm }
const ifMatchOf = (request: SyncRequest | undefined) => request?.headers?.[IF_MATCH_HEADER]
const PNG = 'iVBORw0KGgo='
const photo = { filename: 'me.png', fileBase64: PNG }

describe('a profile Save', () => {
  it('changes the row at once, the photo shown from its bytes', async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    await saveProfile(rm, fields(), photo, db)
    expect(await db.profiles.get(USER)).toMatchObject({
      name: 'Rina Wijaya',
      email: 'rina@crm.test',
      jobTitle: 'Senior RM',
      photo: `data:image/png;base64,${PNG}`,
      fileUrl: null,
      version: 2,
    })
    const [op] = await userOps(db, USER)
    expect(op).toMatchObject({ type: 'profile.update', entity: { table: 'profiles', id: USER } })
    expect(describeOp(op!).action).toBe('Edit profile')
  })

  it('needs the profile on the device: fields never read would be sent empty', async () => {
    const db = newDb()
    await expect(saveProfile(rm, fields(), null, db)).rejects.toBeInstanceOf(ProfileNotLoadedError)
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('a Save reaching the server', () => {
  it('is PUT /Profile/update on If-Match, and the answer is written back', async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    await saveProfile(rm, fields({ phone: '' }), photo, db)
    const answer = detail({
      ...fields({ phone: '' }),
      fileUrl: '/File/view/77',
      version: 3,
    })
    const server = new StubServer(() => ({ status: 200, body: answer }))

    const result = await drain(db, server)

    expect(result).toMatchObject({ applied: 1, conflicts: 0, failed: 0 })
    expect(server.received).toHaveLength(1)
    expect(server.received[0]).toMatchObject({
      method: 'PUT',
      path: '/Profile/update',
      body: {
        name: 'Rina Wijaya',
        nik: 'N-1',
        email: 'rina@crm.test',
        phone: '',
        address: 'Jl. Sudirman 1',
        jobTitle: 'Senior RM',
        segmentId: 1,
        branchId: 2,
        fileBase64: PNG,
        filename: 'me.png',
        userId: USER,
      },
    })
    expect(ifMatchOf(server.received[0])).toBe('"2"')
    expect(await db.outbox.count()).toBe(0)
    // The server's file path, and the bytes of that file, which this device already holds.
    expect(await db.profiles.get(USER)).toMatchObject({
      name: 'Rina Wijaya',
      fileUrl: '/File/view/77',
      photo: `data:image/png;base64,${PNG}`,
      version: 3,
    })
  })

  it('without a new photo sends both file fields empty (the photo stays)', async () => {
    const db = newDb()
    await db.profiles.put(profileRow({ fileUrl: '/File/view/5' }, 'data:image/png;base64,OLD='))
    await saveProfile(rm, fields(), null, db)
    const server = new StubServer(() => ({ status: 200, body: { version: 3 } }))
    await drain(db, server)
    expect(server.received[0]!.body).toMatchObject({ fileBase64: '', filename: '' })
    expect(await db.profiles.get(USER)).toMatchObject({
      fileUrl: '/File/view/5',
      photo: 'data:image/png;base64,OLD=',
      version: 3,
    })
  })

  it('two Saves go in order, the second on the version the first left', async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    await saveProfile(rm, fields({ name: 'First' }), null, db)
    await saveProfile(rm, fields({ name: 'Second' }), null, db)
    let version = 2
    const server = new StubServer((request) => {
      version += 1
      const body = request.body as { name: string }
      return { status: 200, body: detail({ name: body.name, version }) }
    })
    await drain(db, server)
    expect(server.received.map(ifMatchOf)).toEqual(['"2"', '"3"'])
    expect(await db.profiles.get(USER)).toMatchObject({ name: 'Second', version: 4 })
  })
})

describe('a Save the server has moved past (412)', () => {
  const theirs = detail({ name: 'Changed elsewhere', fileUrl: '/File/view/9', version: 6 })

  it('is a conflict holding the server profile, and the row still shows the change', async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    await saveProfile(rm, fields(), photo, db)
    const server = new StubServer(() => ({ status: 412, body: theirs }))

    const result = await drain(db, server)

    expect(result).toMatchObject({ applied: 0, conflicts: 1 })
    const ops = await userOps(db, USER)
    expect(ops[0]).toMatchObject({
      status: 'conflict',
      lastStatus: 412,
      serverState: { name: 'Changed elsewhere', fileUrl: '/File/view/9', version: 6 },
    })
    expect(decisionsFor(ops[0]!)).toEqual(['keepMine', 'takeTheirs'])
    expect(opReason(ops[0]!)).toBe(
      'Your profile was changed by someone else since you acted on it.',
    )
    expect(await db.profiles.get(USER)).toMatchObject({ name: 'Rina Wijaya', version: 2 })
  })

  it('keep mine sends it again on the server version', async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    await saveProfile(rm, fields(), null, db)
    let status = 412
    const server = new StubServer(() =>
      status === 412
        ? { status, body: theirs }
        : { status, body: detail({ ...fields(), version: 7 }) },
    )
    await drain(db, server)
    const [op] = await db.outbox.toArray()
    await keepMine(db, op!.opId)
    status = 200
    await drain(db, server)
    expect(server.received.map(ifMatchOf)).toEqual(['"2"', '"6"'])
    expect(await db.profiles.get(USER)).toMatchObject({ name: 'Rina Wijaya', version: 7 })
  })

  it("take theirs puts the server's profile on the row, without this device's photo", async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    await saveProfile(rm, fields(), photo, db)
    await drain(db, new StubServer(() => ({ status: 412, body: theirs })))
    const [op] = await db.outbox.toArray()

    await takeTheirs(db, op!.opId)

    expect(await db.profiles.get(USER)).toMatchObject({
      name: 'Changed elsewhere',
      fileUrl: '/File/view/9',
      photo: null,
      version: 6,
    })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('a Save the server refuses (400)', () => {
  const refusal = { status: 400, body: [{ description: 'email is used by another user' }] }

  it("is failed with the server's description, not sent again, the change still shown", async () => {
    const db = newDb()
    await db.profiles.put(profileRow())
    await saveProfile(rm, fields({ email: 'admin@crm.test' }), null, db)
    const server = new StubServer(() => refusal)

    const result = await drain(db, server)
    await drain(db, server)

    expect(result).toMatchObject({ applied: 0, failed: 1 })
    expect(server.received).toHaveLength(1)
    const ops = await userOps(db, USER)
    expect(ops[0]).toMatchObject({
      status: 'failed',
      lastStatus: 400,
      lastError: 'email is used by another user',
    })
    expect(opReason(ops[0]!)).toBe('email is used by another user')
    expect(decisionsFor(ops[0]!)).toEqual(['retry', 'discard'])
    expect((await db.profiles.get(USER))?.email).toBe('admin@crm.test')
  })

  it('discard puts the profile back, photo included', async () => {
    const db = newDb()
    const before = profileRow({ fileUrl: '/File/view/5' }, 'data:image/png;base64,OLD=')
    await db.profiles.put(before)
    await saveProfile(rm, fields(), photo, db)
    await drain(db, new StubServer(() => refusal))
    const [op] = await db.outbox.toArray()

    await discardOp(db, op!.opId)

    expect(await db.profiles.get(USER)).toEqual(before)
    expect(await db.outbox.count()).toBe(0)
  })
})
