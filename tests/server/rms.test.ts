import { afterAll, describe, expect, it } from 'vitest'
import { LOGIN_MESSAGES } from '../../src/contract/auth.ts'
import { parseETag } from '../../src/contract/common.ts'
import { RM_ROUTES, type RmDetail, type RmList, type RmPayload } from '../../src/contract/rms.ts'
import { check } from '../../src/contract/validate.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { ROLE } from '../../src/domain/permissions.ts'
import { DEMO_PASSWORD } from '../../src/server/demoAccounts.ts'
import {
  APP_BASIC,
  callers,
  EMAILS,
  newKey,
  serverForFile,
  USER_IDS,
  type ApiResponse,
  type Caller,
} from './harness.ts'

const server = serverForFile()

/** A png's first bytes, as the RM form sends a photo (base64 of the file). */
const PHOTO = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const PHOTO_BASE64 = PHOTO.toString('base64')

let made = 0
const payload = (overrides: Partial<RmPayload> = {}): RmPayload => {
  made += 1
  return {
    id: 0,
    name: `Rina Prasetyo ${made}`,
    nik: `3174${String(made).padStart(6, '0')}`,
    email: `rina.${made}@crm.test`,
    phone: '+62812-3456-7890',
    address: 'Jl. Sudirman 1, Jakarta',
    jobTitle: 'Senior Relationship Manager',
    segmentId: 2,
    branchId: 3,
    fileBase64: '',
    filename: '',
    userId: USER_IDS.admin,
    platformId: 2,
    ...overrides,
  }
}

const create = (caller: Caller, body: unknown, headers?: Record<string, string>) =>
  caller.post<{ id: number }>('/pipeline/rm', body, headers)
const update = (caller: Caller, id: number, body: unknown, headers?: Record<string, string>) =>
  caller.put(`/pipeline/rm/${id}`, body, headers)
const remove = (caller: Caller, id: number, userId: number, headers?: Record<string, string>) =>
  caller.delete(`/pipeline/rm/${id}/${userId}`, headers)
const detail = (caller: Caller, id: number) => caller.get<RmDetail>(`/pipeline/rm/${id}`)
const list = (caller: Caller, path: string) => caller.get<RmList>(`/pipeline/list/rm/${path}`)

/** A new RM made by the admin; answers its id. */
async function newRm(overrides: Partial<RmPayload> = {}): Promise<number> {
  const { admin } = await callers(server())
  const response = await create(admin, payload(overrides))
  expect(response.status, response.text).toBe(200)
  return response.body.id
}

/** Seeded RM employees (after the demo accounts), handed out once each. */
let seededRms: { id: number; email: string }[] | undefined
async function seededRm(): Promise<{ id: number; email: string }> {
  seededRms ??= await server().db.query<{ id: number; email: string }>(
    `SELECT id, email FROM users WHERE role_id = $1 AND id > $2 AND active ORDER BY id`,
    [ROLE.rm, USER_IDS.viewer],
  )
  const next = seededRms.shift()
  if (!next) throw new Error('no seeded RM left')
  return next
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
  active: boolean
  deleted: boolean
  version: number
}

async function userRow(id: number): Promise<UserRow | undefined> {
  const [row] = await server().db.query<UserRow>(
    `SELECT email, name, nik, phone, address, job_title, role_id, segment_id, branch_id,
            platform_id, profile_file_id, profile_pic, active, deleted_at IS NOT NULL AS deleted,
            version
       FROM users WHERE id = $1`,
    [id],
  )
  return row
}

/** Everything a refused write must leave as it was. */
const snapshot = () =>
  server().db.query(
    `SELECT (SELECT count(*) FROM users)::int AS users,
            (SELECT sum(version) FROM users)::int AS versions,
            (SELECT string_agg(concat_ws(':', id, email, name, nik, phone, job_title, segment_id,
                                         branch_id, active, deleted_at, profile_file_id), ','
                               ORDER BY id) FROM users) AS rows,
            (SELECT count(*) FROM stored_files)::int AS files,
            (SELECT coalesce(sum(version), 0) FROM teams)::int AS teams,
            (SELECT count(*) FROM team_members)::int AS members`,
  )

const expectForbidden = (response: ApiResponse) => {
  expect(response.status, response.text).toBe(403)
  expect(response.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
}

const expectRefused = (response: ApiResponse, descriptions: string[]) => {
  expect(response.status, response.text).toBe(400)
  expect(response.body).toEqual(descriptions.map((description) => ({ description })))
}

const activeRmCount = async (where = 'true', params: unknown[] = []): Promise<number> => {
  const [row] = await server().db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u
      WHERE u.role_id = ${ROLE.rm} AND u.active AND u.deleted_at IS NULL AND ${where}`,
    params,
  )
  return row!.n
}

describe('GET /pipeline/list/rm/{segmentIds}/{branchIds}/{page}/{perPage}/{search}', () => {
  it('answers active RMs by name with platform, segment and branch, paged', async () => {
    const { admin } = await callers(server())
    const response = await list(admin, '0/0/1/10/*')
    expect(response.status, response.text).toBe(200)
    expect(check(RM_ROUTES.list.answer!, response.body).ok).toBe(true)
    const total = await activeRmCount()
    expect(response.body.info).toEqual({ page: 1, perPage: 10, total })
    expect(response.body.items).toHaveLength(10)
    const names = response.body.items.map((row) => row.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const roles = await server().db.query<{ role_id: number }>(
      'SELECT DISTINCT role_id FROM users WHERE id = ANY($1::int[])',
      [response.body.items.map((row) => row.id)],
    )
    expect(roles).toEqual([{ role_id: ROLE.rm }])

    const all = await list(admin, '0/0/1/500/*')
    const citra = all.body.items.find((row) => row.id === USER_IDS.rm)
    expect(citra).toEqual({
      id: USER_IDS.rm,
      name: 'Citra Relationship',
      jobTitle: 'Relationship Manager',
      platform: { id: 2, text: 'Web' },
      segment: { id: expect.any(Number), text: expect.any(String) },
      branch: { id: expect.any(Number), text: expect.any(String) },
      email: EMAILS.rm,
      version: expect.any(Number),
    })
    expect(all.body.items.map((row) => row.id)).not.toContain(USER_IDS.admin)
    expect(all.body.items.map((row) => row.id)).not.toContain(USER_IDS.manager)
  })

  it('pages on: page 2 goes on where page 1 ended, a page past the end is empty', async () => {
    const { admin } = await callers(server())
    const all = (await list(admin, '0/0/1/500/*')).body.items.map((row) => row.id)
    const first = await list(admin, '0/0/1/4/*')
    const second = await list(admin, '0/0/2/4/*')
    expect(first.body.items.map((row) => row.id)).toEqual(all.slice(0, 4))
    expect(second.body.items.map((row) => row.id)).toEqual(all.slice(4, 8))
    expect(second.body.info).toEqual({ page: 2, perPage: 4, total: all.length })
    const past = await list(admin, '0/0/99/10/*')
    expect(past.body).toEqual({ items: [], info: { page: 99, perPage: 10, total: all.length } })
  })

  it('filters by segments and branches (0 for all)', async () => {
    const { admin } = await callers(server())
    const bySegment = await list(admin, '1,3/0/1/500/*')
    expect(bySegment.body.info.total).toBe(await activeRmCount('u.segment_id IN (1, 3)'))
    expect(bySegment.body.info.total).toBeGreaterThan(0)
    expect(new Set(bySegment.body.items.map((row) => row.segment!.id))).toEqual(new Set([1, 3]))

    const both = await list(admin, '1,3/2/1/500/*')
    const expected = await activeRmCount('u.segment_id IN (1, 3) AND u.branch_id = 2')
    expect(both.body.info.total).toBe(expected)
    for (const row of both.body.items) {
      expect([1, 3]).toContain(row.segment!.id)
      expect(row.branch!.id).toBe(2)
    }
  })

  it('searches name, email and job title without regard to case; wildcards are literal', async () => {
    const { admin } = await callers(server())
    const id = await newRm({ name: 'Zulkifli Hasan', jobTitle: 'Key Account Quartermaster' })
    const byTitle = await list(admin, '0/0/1/10/quartermaster')
    expect(byTitle.body.items.map((row) => row.id)).toEqual([id])
    const byName = await list(admin, '0/0/1/10/ZULKIFLI%20h')
    expect(byName.body.items.map((row) => row.id)).toEqual([id])
    const byEmail = await list(admin, `0/0/1/10/${encodeURIComponent(EMAILS.rm2.toUpperCase())}`)
    expect(byEmail.body.items.map((row) => row.id)).toEqual([USER_IDS.rm2])
    const citra = await list(admin, '0/0/1/10/relationship')
    expect(citra.body.items.map((row) => row.id)).toContain(USER_IDS.rm)
    expect(citra.body.info.total).toBe(
      await activeRmCount(`(u.name ILIKE '%relationship%' OR u.email ILIKE '%relationship%'
                            OR u.job_title ILIKE '%relationship%')`),
    )
    const percent = await list(admin, `0/0/1/10/${encodeURIComponent('%')}`)
    expect(percent.body).toEqual({ items: [], info: { page: 1, perPage: 10, total: 0 } })
  })

  it('is read by every signed-in role alike, refused without a token or with a bad path', async () => {
    const { admin, manager, rm, viewer } = await callers(server())
    const first = await list(admin, '0/0/1/10/*')
    for (const caller of [manager, rm, viewer]) {
      const response = await list(caller, '0/0/1/10/*')
      expect(response.status).toBe(200)
      expect(response.body).toEqual(first.body)
    }
    expect((await server().api('GET', '/pipeline/list/rm/0/0/1/10/*')).status).toBe(401)
    const bad = await list(admin, '0/0/0/10/*')
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual([{ description: 'path.page must be a whole number of at least 1' }])
  })
})

describe('GET /pipeline/rm/{userId}', () => {
  it("answers the RM's detail with its version as ETag, to every role", async () => {
    const { admin, manager, rm, viewer } = await callers(server())
    const response = await detail(admin, USER_IDS.rm2)
    expect(response.status, response.text).toBe(200)
    expect(check(RM_ROUTES.detail.answer!, response.body).ok).toBe(true)
    const stored = (await userRow(USER_IDS.rm2))!
    expect(response.body).toEqual({
      id: USER_IDS.rm2,
      name: 'Dimas Relationship',
      nik: stored.nik,
      email: EMAILS.rm2,
      phone: stored.phone,
      address: stored.address,
      jobTitle: 'Relationship Manager',
      platform: { id: 2, text: 'Web' },
      segment: { id: stored.segment_id, text: expect.any(String) },
      branch: { id: stored.branch_id, text: expect.any(String) },
      fileUrl: null,
      version: stored.version,
    })
    expect(parseETag(response.headers.get('ETag'))).toBe(stored.version)
    for (const caller of [manager, rm, viewer]) {
      expect((await detail(caller, USER_IDS.rm2)).body).toEqual(response.body)
    }
  })

  it('answers 404 for an unknown user and for another user who is not an RM', async () => {
    const { admin } = await callers(server())
    for (const id of [99999, USER_IDS.manager, USER_IDS.viewer]) {
      const response = await detail(admin, id)
      expect(response.status).toBe(404)
      expect(response.body).toEqual([{ description: 'RM not found' }])
    }
  })
})

describe('POST /pipeline/rm', () => {
  it('creates an RM (role 5, platform 2, version 1) who cannot sign in yet; answers its id', async () => {
    const { admin } = await callers(server())
    const body = payload({ email: 'Rina.New@CRM.test' })
    const response = await create(admin, body)
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual({ id: expect.any(Number) })
    expect(parseETag(response.headers.get('ETag'))).toBe(1)
    const id = response.body.id
    expect(await userRow(id)).toEqual({
      email: 'Rina.New@CRM.test',
      name: body.name,
      nik: body.nik,
      phone: body.phone,
      address: body.address,
      job_title: body.jobTitle,
      role_id: ROLE.rm,
      segment_id: 2,
      branch_id: 3,
      platform_id: 2,
      profile_file_id: null,
      profile_pic: null,
      active: true,
      deleted: false,
      version: 1,
    })
    const shown = await detail(admin, id)
    expect(shown.body).toMatchObject({
      id,
      name: body.name,
      platform: { id: 2, text: 'Web' },
      segment: { id: 2, text: 'Government' },
      branch: { id: 3, text: 'Bandung' },
      fileUrl: null,
      version: 1,
    })
    const listed = await list(admin, `0/0/1/10/${encodeURIComponent(body.name)}`)
    expect(listed.body.items.map((row) => row.id)).toEqual([id])
    // No password was given: neither the demo password nor an empty one signs in.
    const login = await server().api('POST', '/auth/login', {
      headers: { Authorization: APP_BASIC },
      body: { userName: 'rina.new@crm.test', password: DEMO_PASSWORD },
    })
    expect(login.status).toBe(401)
    expect(login.body).toEqual([{ description: LOGIN_MESSAGES.wrongCredentials }])
  })

  it('stores a photo as a file; fileUrl is its file view path, which opens the photo', async () => {
    const { admin, rm } = await callers(server())
    const id = await newRm({ fileBase64: PHOTO_BASE64, filename: 'rina.png' })
    const stored = (await userRow(id))!
    expect(stored.profile_file_id).toEqual(expect.any(Number))
    const fileUrl = `/File/view/${stored.profile_file_id}`
    expect(stored.profile_pic).toBe(fileUrl)
    expect((await detail(admin, id)).body.fileUrl).toBe(fileUrl)
    const view = await rm.get<{ url: string; filename: string }>(fileUrl)
    expect(view.status, view.text).toBe(200)
    expect(view.body.filename).toBe('rina.png')
    const file = await fetch(view.body.url)
    expect(file.headers.get('Content-Type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PHOTO)
  })

  it('refuses an email another user has (any case, a deleted user too), writing nothing', async () => {
    const { admin } = await callers(server())
    const deleted = await newRm()
    const deletedEmail = (await userRow(deleted))!.email
    expect((await remove(admin, deleted, USER_IDS.admin)).status).toBe(200)
    const before = await snapshot()
    expectRefused(await create(admin, payload({ email: 'RM@crm.test' })), [
      'email: RM@crm.test is already used by another user',
    ])
    expectRefused(await create(admin, payload({ email: EMAILS.admin })), [
      `email: ${EMAILS.admin} is already used by another user`,
    ])
    expectRefused(await create(admin, payload({ email: deletedEmail })), [
      `email: ${deletedEmail} is already used by another user`,
    ])
    expect(await snapshot()).toEqual(before)
  })

  it('refuses unknown segments and branches, naming each field, and writes nothing', async () => {
    const { admin } = await callers(server())
    const before = await snapshot()
    expectRefused(await create(admin, payload({ segmentId: 99, branchId: 98 })), [
      'segmentId: Segment 99 does not exist',
      'branchId: Branch 98 does not exist',
    ])
    expectRefused(
      await create(
        admin,
        payload({ branchId: 98, email: EMAILS.rm, fileBase64: PHOTO_BASE64, filename: 'a.png' }),
      ),
      ['branchId: Branch 98 does not exist', `email: ${EMAILS.rm} is already used by another user`],
    )
    expect(await snapshot()).toEqual(before)
  })

  it('refuses bad fields with every one named, and a new RM with an id; writes nothing', async () => {
    const { admin } = await callers(server())
    const before = await snapshot()
    expectRefused(await create(admin, payload({ phone: '0812-abc-99' })), [
      'phone must be digits, +, -, ( and ) only',
    ])
    expectRefused(
      await create(admin, { ...payload(), name: ' ', email: 'rina@', segmentId: 0, platformId: 1 }),
      [
        'name is required',
        'email must be an email address',
        'segmentId must be a whole number of at least 1',
        'platformId must be 2',
      ],
    )
    expectRefused(await create(admin, payload({ filename: 'cv.pdf', fileBase64: PHOTO_BASE64 })), [
      'filename must end in .png, .jpg, .jpeg',
    ])
    expectRefused(await create(admin, payload({ id: 7 })), ['id must be 0 for a new RM'])
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a userId that is not the signed-in user', async () => {
    const { admin } = await callers(server())
    const before = await snapshot()
    expectForbidden(await create(admin, payload({ userId: USER_IDS.manager })))
    expect(await snapshot()).toEqual(before)
  })
})

describe('PUT /pipeline/rm/{id}', () => {
  it("replaces the RM's fields and answers 204 with the new version as ETag", async () => {
    const { admin } = await callers(server())
    const id = await newRm()
    const body = payload({
      id,
      name: 'Rina Prasetyo Baru',
      nik: '9999',
      email: 'rina.baru@crm.test',
      phone: '(021)555-1234-567',
      address: 'Jl. Thamrin 2',
      jobTitle: 'Team Lead',
      segmentId: 4,
      branchId: 5,
    })
    const response = await update(admin, id, body, { 'If-Match': '"1"' })
    expect(response.status, response.text).toBe(204)
    expect(response.text).toBe('')
    expect(parseETag(response.headers.get('ETag'))).toBe(2)
    expect(await userRow(id)).toMatchObject({
      name: 'Rina Prasetyo Baru',
      nik: '9999',
      email: 'rina.baru@crm.test',
      phone: '(021)555-1234-567',
      address: 'Jl. Thamrin 2',
      job_title: 'Team Lead',
      segment_id: 4,
      branch_id: 5,
      role_id: ROLE.rm,
      platform_id: 2,
      version: 2,
    })
    expect((await detail(admin, id)).body).toMatchObject({
      name: 'Rina Prasetyo Baru',
      segment: { id: 4, text: 'State-Owned Enterprise' },
      branch: { id: 5, text: 'Makassar' },
      version: 2,
    })
  })

  it('keeps the photo when none is sent, replaces it (dropping the old file) when one is', async () => {
    const { admin } = await callers(server())
    const id = await newRm({ fileBase64: PHOTO_BASE64, filename: 'first.png' })
    const firstFile = (await userRow(id))!.profile_file_id!
    expect((await update(admin, id, payload({ id }))).status).toBe(204)
    expect((await userRow(id))!.profile_file_id).toBe(firstFile)

    const replaced = await update(
      admin,
      id,
      payload({ id, fileBase64: PHOTO_BASE64, filename: 'second.jpg' }),
    )
    expect(replaced.status, replaced.text).toBe(204)
    const after = (await userRow(id))!
    expect(after.profile_file_id).not.toBe(firstFile)
    expect((await detail(admin, id)).body.fileUrl).toBe(`/File/view/${after.profile_file_id}`)
    const old = await server().db.query('SELECT id FROM stored_files WHERE id = $1', [firstFile])
    expect(old).toEqual([])
  })

  it("takes the RM's own email in another case, refuses another user's", async () => {
    const { admin } = await callers(server())
    const id = await newRm({ email: 'rina.case@crm.test' })
    const own = await update(admin, id, payload({ id, email: 'RINA.CASE@crm.test' }))
    expect(own.status, own.text).toBe(204)
    expect((await userRow(id))!.email).toBe('RINA.CASE@crm.test')
    const before = await snapshot()
    expectRefused(await update(admin, id, payload({ id, email: EMAILS.manager })), [
      `email: ${EMAILS.manager} is already used by another user`,
    ])
    expectRefused(await update(admin, id, payload({ id, segmentId: 77 })), [
      'segmentId: Segment 77 does not exist',
    ])
    expectRefused(await update(admin, id, payload({ id, phone: '+62 812 ext. 5' })), [
      'phone must be digits, +, -, ( and ) only',
    ])
    expect(await snapshot()).toEqual(before)
  })

  it('answers 412 with the RM detail for a stale If-Match, and writes nothing', async () => {
    const { admin } = await callers(server())
    const id = await newRm()
    expect((await update(admin, id, payload({ id, name: 'Second' }))).status).toBe(204)
    const current = (await detail(admin, id)).body
    const before = await snapshot()
    const stale = await update(admin, id, payload({ id, name: 'Stale' }), { 'If-Match': '"1"' })
    expect(stale.status, stale.text).toBe(412)
    expect(stale.body).toEqual(current)
    expect(stale.body.name).toBe('Second')
    expect(parseETag(stale.headers.get('ETag'))).toBe(2)
    expect(await snapshot()).toEqual(before)
  })

  it('answers 404 for an unknown user or one who is not an RM, 400 for another id in the body', async () => {
    const { admin } = await callers(server())
    const before = await snapshot()
    for (const id of [99999, USER_IDS.manager]) {
      const missing = await update(admin, id, payload({ id }))
      expect(missing.status).toBe(404)
      expect(missing.body).toEqual([{ description: 'RM not found' }])
    }
    expectRefused(await update(admin, USER_IDS.rm, payload({ id: USER_IDS.rm2 })), [
      'id must be the RM of the path',
    ])
    expectRefused(await update(admin, USER_IDS.rm, payload({ id: 0 })), [
      'id must be a whole number of at least 1',
    ])
    expect(await snapshot()).toEqual(before)
  })
})

describe('DELETE /pipeline/rm/{id}/{currentUserId}', () => {
  it('deactivates the RM: gone from the list and detail, signed out, the row kept', async () => {
    const { admin } = await callers(server())
    const seeded = await seededRm()
    const own = await server().as(seeded.email)
    expect((await own.get('/Pipeline/team')).status).toBe(200)
    const signIn = await server().loginAnswer(seeded.email)

    const response = await remove(admin, seeded.id, USER_IDS.admin)
    expect(response.status, response.text).toBe(200)
    expect(await userRow(seeded.id)).toMatchObject({ active: false, deleted: true })
    expect((await detail(admin, seeded.id)).status).toBe(404)
    const all = await list(admin, '0/0/1/500/*')
    expect(all.body.items.map((row) => row.id)).not.toContain(seeded.id)
    // Their tokens and sign-ins end; their deals still name them.
    expect((await own.get('/Pipeline/team')).status).toBe(401)
    const refresh = await server().api('POST', '/auth/refreshtoken', {
      headers: { Authorization: APP_BASIC },
      body: { accessToken: signIn.accessToken.token, refreshToken: signIn.refreshToken },
    })
    expect(refresh.status).toBe(401)
    const login = await server().api('POST', '/auth/login', {
      headers: { Authorization: APP_BASIC },
      body: { userName: seeded.email, password: DEMO_PASSWORD },
    })
    expect(login.status).toBe(401)
  })

  it('takes the RM out of every team: no leader or mentor left, membership gone, version bumped', async () => {
    const { admin } = await callers(server())
    const [leader, member] = [await seededRm(), await seededRm()]
    const team = (
      await admin.post<{ id: number }>('/pipeline/team', {
        id: 0,
        name: 'Team Leaving',
        leaderId: leader.id,
        mentorId: member.id,
        members: [USER_IDS.rm2],
      })
    ).body.id
    const other = (
      await admin.post<{ id: number }>('/pipeline/team', {
        id: 0,
        name: 'Team Staying',
        leaderId: USER_IDS.rm2,
        mentorId: 0,
        members: [leader.id, member.id],
      })
    ).body.id
    expect((await remove(admin, leader.id, USER_IDS.admin)).status).toBe(200)
    const teams = await server().db.query<{
      id: number
      leader_id: number | null
      mentor_id: number | null
      version: number
      members: number[]
    }>(
      `SELECT id, leader_id, mentor_id, version,
              ARRAY(SELECT user_id FROM team_members WHERE team_id = t.id ORDER BY user_id) AS members
         FROM teams t WHERE id = ANY($1::int[]) ORDER BY id`,
      [[team, other]],
    )
    expect(teams).toEqual([
      { id: team, leader_id: null, mentor_id: member.id, version: 2, members: [USER_IDS.rm2] },
      { id: other, leader_id: USER_IDS.rm2, mentor_id: null, version: 2, members: [member.id] },
    ])
  })

  it('answers 404 for an unknown, non-RM or deleted user, 403 for another currentUserId', async () => {
    const { admin } = await callers(server())
    const id = await newRm()
    expect((await remove(admin, id, USER_IDS.admin)).status).toBe(200)
    const kept = await newRm()
    const before = await snapshot()
    for (const missing of [99999, USER_IDS.manager, id]) {
      const response = await remove(admin, missing, USER_IDS.admin)
      expect(response.status).toBe(404)
      expect(response.body).toEqual([{ description: 'RM not found' }])
    }
    expectForbidden(await remove(admin, kept, USER_IDS.manager))
    expect(await snapshot()).toEqual(before)
  })

  it('answers 412 with the RM detail for a stale If-Match and deletes nothing', async () => {
    const { admin } = await callers(server())
    const id = await newRm()
    expect((await update(admin, id, payload({ id }))).status).toBe(204)
    const stale = await remove(admin, id, USER_IDS.admin, { 'If-Match': '"1"' })
    expect(stale.status).toBe(412)
    expect(stale.body).toEqual((await detail(admin, id)).body)
    expect(await userRow(id)).toMatchObject({ active: true, deleted: false })
    const current = await remove(admin, id, USER_IDS.admin, { 'If-Match': '"2"' })
    expect(current.status).toBe(200)
    expect(await userRow(id)).toMatchObject({ active: false, deleted: true })
  })
})

describe('RM writes: roles', () => {
  afterAll(async () => {
    await server().db.query('UPDATE users SET role_id = $2 WHERE id = $1', [
      USER_IDS.viewer,
      ROLE.viewer,
    ])
  })

  const refusedWrites = async (caller: Caller, userId: number) => {
    const before = await snapshot()
    // Another RM: a user saves their own (their profile), see the compat tests.
    const other = userId === USER_IDS.rm2 ? USER_IDS.rm : USER_IDS.rm2
    expectForbidden(await create(caller, payload({ userId })))
    expectForbidden(await update(caller, other, payload({ id: other, userId, name: 'Taken over' })))
    expectForbidden(await remove(caller, other, userId))
    expectForbidden(await remove(caller, userId, userId))
    expect(await snapshot()).toEqual(before)
  }

  it("refuses every write of another's to roles 2 and 5, and an RM deleting themselves", async () => {
    const { manager, rm, rm2 } = await callers(server())
    await refusedWrites(manager, USER_IDS.manager)
    await refusedWrites(rm, USER_IDS.rm)
    await refusedWrites(rm2, USER_IDS.rm2)
  })

  it('refuses every write to the read-only roles 4 and 0', async () => {
    const { viewer } = await callers(server())
    await refusedWrites(viewer, USER_IDS.viewer)
    await server().db.query('UPDATE users SET role_id = $2 WHERE id = $1', [
      USER_IDS.viewer,
      ROLE.readOnly,
    ])
    await refusedWrites(viewer, USER_IDS.viewer)
  })
})

describe('RM writes: Idempotency-Key', () => {
  it('a repeated create answers the first id and creates one RM', async () => {
    const { admin } = await callers(server())
    const key = newKey()
    const body = payload({ email: 'replayed.rm@crm.test' })
    const first = await create(admin, body, { 'Idempotency-Key': key })
    expect(first.status, first.text).toBe(200)
    const again = await create(admin, body, { 'Idempotency-Key': key })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const [named] = await server().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE email = 'replayed.rm@crm.test'`,
    )
    expect(named!.n).toBe(1)
  })

  it('a repeated update or delete changes nothing more', async () => {
    const { admin } = await callers(server())
    const id = await newRm()
    const key = newKey()
    const body = payload({ id, name: 'Once' })
    expect((await update(admin, id, body, { 'Idempotency-Key': key })).status).toBe(204)
    const again = await update(admin, id, body, { 'Idempotency-Key': key })
    expect(again.status).toBe(204)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await userRow(id))!.version).toBe(2)

    const deleteKey = newKey()
    expect((await remove(admin, id, USER_IDS.admin, { 'Idempotency-Key': deleteKey })).status).toBe(
      200,
    )
    const replayed = await remove(admin, id, USER_IDS.admin, { 'Idempotency-Key': deleteKey })
    expect(replayed.status).toBe(200)
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await remove(admin, id, USER_IDS.admin)).status).toBe(404)
  })
})
