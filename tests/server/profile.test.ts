import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/contract/routes.ts'
import { parseETag } from '../../src/contract/common.ts'
import {
  PROFILE_ROUTES,
  type ProfileDetail,
  type ProfileUpdate,
} from '../../src/contract/profile.ts'
import { check } from '../../src/contract/validate.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { ROLE } from '../../src/domain/permissions.ts'
import {
  callers,
  EMAILS,
  newKey,
  serverForFile,
  USER_IDS,
  type ApiResponse,
  type Caller,
} from './harness.ts'

const server = serverForFile()

const PHOTO = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 4, 5, 6])
const PHOTO_BASE64 = PHOTO.toString('base64')

type Update = Omit<ProfileUpdate, 'userId'> & { userId?: number }

const body = (overrides: Partial<Update> = {}): Update => ({
  name: 'Fajar Nugroho',
  nik: '3174000001',
  email: 'fajar.nugroho@crm.test',
  phone: '+62813-1111-2222',
  address: 'Jl. Gatot Subroto 5, Jakarta',
  jobTitle: 'Account Manager',
  segmentId: 3,
  branchId: 4,
  fileBase64: '',
  filename: '',
  ...overrides,
})

const readProfile = (caller: Caller) => caller.get<ProfileDetail>('/Profile/detail')
const updateProfile = (caller: Caller, sent: unknown, headers?: Record<string, string>) =>
  caller.put<ProfileDetail>('/Profile/update', sent, headers)

/** A seeded employee (not a demo account) signed in, handed out once each. */
let seeded: { id: number; email: string }[] | undefined
async function employee(): Promise<{ id: number; email: string; caller: Caller }> {
  seeded ??= await server().db.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE id > $1 AND active ORDER BY id',
    [USER_IDS.viewer],
  )
  const next = seeded.shift()
  if (!next) throw new Error('no seeded employee left')
  return { ...next, caller: await server().as(next.email) }
}

interface UserRow {
  email: string
  name: string
  nik: string | null
  phone: string | null
  address: string | null
  job_title: string | null
  role_id: number
  segment_id: number | null
  branch_id: number | null
  platform_id: number | null
  profile_file_id: number | null
  profile_pic: string | null
  version: number
}

async function userRow(id: number): Promise<UserRow> {
  const [row] = await server().db.query<UserRow>(
    `SELECT email, name, nik, phone, address, job_title, role_id, segment_id, branch_id,
            platform_id, profile_file_id, profile_pic, version
       FROM users WHERE id = $1`,
    [id],
  )
  return row!
}

/** Every user and stored file: what a refused update must leave as it was. */
const snapshot = () =>
  server().db.query<{ versions: number; rows: string; files: number }>(
    `SELECT (SELECT sum(version) FROM users)::int AS versions,
            (SELECT string_agg(concat_ws(':', id, email, name, nik, phone, address, job_title,
                                         role_id, segment_id, branch_id, profile_file_id), ','
                               ORDER BY id) FROM users) AS rows,
            (SELECT count(*) FROM stored_files)::int AS files`,
  )

const expectRefused = (response: ApiResponse, descriptions: string[]) => {
  expect(response.status, response.text).toBe(400)
  expect(response.body).toEqual(descriptions.map((description) => ({ description })))
}

describe('GET /Profile/detail', () => {
  it("answers each signed-in user's own profile, its version as ETag", async () => {
    const all = await callers(server())
    const [segment] = await server().db.query<{ id: number; name: string }>(
      'SELECT s.id, s.name FROM segments s JOIN users u ON u.segment_id = s.id WHERE u.id = $1',
      [USER_IDS.rm],
    )
    const rm = await readProfile(all.rm)
    expect(rm.status, rm.text).toBe(200)
    expect(check(PROFILE_ROUTES.detail.answer!, rm.body).ok).toBe(true)
    const stored = await userRow(USER_IDS.rm)
    expect(rm.body).toEqual({
      id: USER_IDS.rm,
      name: 'Citra Relationship',
      nik: stored.nik,
      email: EMAILS.rm,
      phone: stored.phone,
      address: stored.address,
      jobTitle: 'Relationship Manager',
      roleId: ROLE.rm,
      segment: { id: segment!.id, text: segment!.name },
      branch: { id: stored.branch_id, text: expect.any(String) },
      fileUrl: null,
      version: stored.version,
    })
    expect(parseETag(rm.headers.get('ETag'))).toBe(stored.version)
    const ids = await Promise.all(
      (['admin', 'manager', 'rm2', 'viewer'] as const).map(async (role) => {
        const response = await readProfile(all[role])
        expect(response.status).toBe(200)
        return [response.body.id, response.body.email, response.body.roleId]
      }),
    )
    expect(ids).toEqual([
      [USER_IDS.admin, EMAILS.admin, ROLE.admin],
      [USER_IDS.manager, EMAILS.manager, ROLE.manager],
      [USER_IDS.rm2, EMAILS.rm2, ROLE.rm],
      [USER_IDS.viewer, EMAILS.viewer, ROLE.viewer],
    ])
  })

  it('is refused without a token', async () => {
    expect((await server().api('GET', '/Profile/detail')).status).toBe(401)
    expect((await server().api('PUT', '/Profile/update', { body: body() })).status).toBe(401)
  })

  it('is declared in the route table', () => {
    expect(ROUTES.profile).toBe(PROFILE_ROUTES)
  })
})

describe('PUT /Profile/update', () => {
  it('updates the own profile and answers it (200), its new version as ETag', async () => {
    const { id, caller } = await employee()
    const { version } = await userRow(id)
    const before = await snapshot()
    const response = await updateProfile(caller, body(), { 'If-Match': `"${version}"` })
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual({
      id,
      name: 'Fajar Nugroho',
      nik: '3174000001',
      email: 'fajar.nugroho@crm.test',
      phone: '+62813-1111-2222',
      address: 'Jl. Gatot Subroto 5, Jakarta',
      jobTitle: 'Account Manager',
      roleId: ROLE.rm,
      segment: { id: 3, text: 'SME' },
      branch: { id: 4, text: 'Medan' },
      fileUrl: null,
      version: version + 1,
    })
    expect(parseETag(response.headers.get('ETag'))).toBe(version + 1)
    expect((await readProfile(caller)).body).toEqual(response.body)
    expect(await userRow(id)).toMatchObject({
      email: 'fajar.nugroho@crm.test',
      job_title: 'Account Manager',
      segment_id: 3,
      branch_id: 4,
      role_id: ROLE.rm,
    })
    // Only the own row changed.
    const after = await snapshot()
    expect(after[0]!.versions).toBe(before[0]!.versions + 1)
    // The next sign-in answers the new name, email, segment and branch.
    const login = await server().loginAnswer('FAJAR.NUGROHO@crm.test')
    expect(login).toMatchObject({
      id,
      userName: 'Fajar Nugroho',
      email: 'fajar.nugroho@crm.test',
      segmentId: 3,
      branchId: 4,
    })
  })

  it('lets every role update its own profile, the read-only roles 4 and 0 too', async () => {
    const { viewer, manager } = await callers(server())
    try {
      for (const [caller, userId] of [
        [viewer, USER_IDS.viewer],
        [manager, USER_IDS.manager],
      ] as const) {
        const { email } = await userRow(userId)
        const response = await updateProfile(caller, body({ email, jobTitle: `Title ${userId}` }))
        expect(response.status, response.text).toBe(200)
        expect(response.body.id).toBe(userId)
        expect((await userRow(userId)).job_title).toBe(`Title ${userId}`)
      }
      await server().db.query('UPDATE users SET role_id = $2 WHERE id = $1', [
        USER_IDS.viewer,
        ROLE.readOnly,
      ])
      const readOnly = await updateProfile(
        viewer,
        body({ email: EMAILS.viewer, jobTitle: 'Read only' }),
      )
      expect(readOnly.status, readOnly.text).toBe(200)
      expect((await userRow(USER_IDS.viewer)).job_title).toBe('Read only')
    } finally {
      await server().db.query('UPDATE users SET role_id = $2 WHERE id = $1', [
        USER_IDS.viewer,
        ROLE.viewer,
      ])
    }
  })

  it("edits the token's user alone: another userId is refused, the role cannot be changed", async () => {
    const { id, email, caller } = await employee()
    const before = await snapshot()
    const other = await updateProfile(caller, body({ email, userId: USER_IDS.admin }))
    expect(other.status, other.text).toBe(403)
    expect(other.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
    expect(await snapshot()).toEqual(before)

    const own = await updateProfile(caller, {
      ...body({ email, name: 'Own Name', userId: id }),
      roleId: ROLE.admin,
      id: USER_IDS.admin,
    })
    expect(own.status, own.text).toBe(200)
    expect(own.body.id).toBe(id)
    expect(await userRow(id)).toMatchObject({ name: 'Own Name', role_id: ROLE.rm })
    expect((await userRow(USER_IDS.admin)).name).toBe('Ayu Administrator')
  })

  it("takes the own email in another case, refuses another user's; writes nothing then", async () => {
    const { id, email, caller } = await employee()
    const own = await updateProfile(caller, body({ email: email.toUpperCase() }))
    expect(own.status, own.text).toBe(200)
    expect((await userRow(id)).email).toBe(email.toUpperCase())
    const before = await snapshot()
    expectRefused(await updateProfile(caller, body({ email: 'Manager@CRM.test' })), [
      'email: Manager@CRM.test is already used by another user',
    ])
    expect(await snapshot()).toEqual(before)
  })

  it('refuses bad fields, unknown segments and branches, naming each; writes nothing', async () => {
    const { email, caller } = await employee()
    const before = await snapshot()
    expectRefused(await updateProfile(caller, body({ email, phone: '0812 abc' })), [
      'phone must be digits, +, -, ( and ) only',
    ])
    expectRefused(await updateProfile(caller, body({ email, segmentId: 99, branchId: 98 })), [
      'segmentId: Segment 99 does not exist',
      'branchId: Branch 98 does not exist',
    ])
    expectRefused(
      await updateProfile(caller, { ...body({ email: 'not-an-email' }), segmentId: undefined }),
      ['email must be an email address', 'segmentId is required'],
    )
    expectRefused(
      await updateProfile(caller, body({ email, fileBase64: PHOTO_BASE64, filename: 'me.gif' })),
      ['filename must end in .png, .jpg, .jpeg'],
    )
    expect(await snapshot()).toEqual(before)
  })

  it('answers 412 with the current profile for a stale If-Match, and writes nothing', async () => {
    const { id, email, caller } = await employee()
    const { version } = await userRow(id)
    const first = await updateProfile(caller, body({ email, name: 'Second' }))
    expect(first.status).toBe(200)
    const before = await snapshot()
    const stale = await updateProfile(caller, body({ email, name: 'Stale' }), {
      'If-Match': `"${version}"`,
    })
    expect(stale.status, stale.text).toBe(412)
    expect(stale.body).toEqual(first.body)
    expect(parseETag(stale.headers.get('ETag'))).toBe(version + 1)
    expect(await snapshot()).toEqual(before)
    const current = await updateProfile(caller, body({ email, name: 'Third' }), {
      'If-Match': `"${version + 1}"`,
    })
    expect(current.status).toBe(200)
    expect(current.body.name).toBe('Third')
  })

  it('stores a photo as a file the sign-in names too, keeps it when none is sent', async () => {
    const { id, email, caller } = await employee()
    const response = await updateProfile(
      caller,
      body({ email, fileBase64: `data:image/png;base64,${PHOTO_BASE64}`, filename: 'me.png' }),
    )
    expect(response.status, response.text).toBe(200)
    const first = (await userRow(id)).profile_file_id!
    expect(response.body.fileUrl).toBe(`/File/view/${first}`)
    expect((await server().loginAnswer(email)).profilePic).toBe(`/File/view/${first}`)
    const view = await caller.get<{ url: string }>(response.body.fileUrl!)
    const file = await fetch(view.body.url)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PHOTO)

    const kept = await updateProfile(caller, body({ email, name: 'Kept Photo' }))
    expect(kept.body.fileUrl).toBe(`/File/view/${first}`)

    const replaced = await updateProfile(
      caller,
      body({ email, fileBase64: PHOTO_BASE64, filename: 'me.jpeg' }),
    )
    const second = (await userRow(id)).profile_file_id!
    expect(second).not.toBe(first)
    expect(replaced.body.fileUrl).toBe(`/File/view/${second}`)
    expect(await server().db.query('SELECT id FROM stored_files WHERE id = $1', [first])).toEqual(
      [],
    )
  })

  it('a repeated update with an Idempotency-Key answers the first answer and writes once', async () => {
    const { id, email, caller } = await employee()
    const { version } = await userRow(id)
    const key = newKey()
    const sent = body({ email, name: 'Once Only' })
    const first = await updateProfile(caller, sent, { 'Idempotency-Key': key })
    expect(first.status, first.text).toBe(200)
    const again = await updateProfile(caller, sent, { 'Idempotency-Key': key })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await userRow(id)).version).toBe(version + 1)
  })
})
