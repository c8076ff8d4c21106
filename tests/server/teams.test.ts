import { TEAM_NEEDS_LEADER, TEAM_NEEDS_MEMBER } from '../../src/server/teams/people.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { parseETag } from '../../src/contract/common.ts'
import { TEAM_ROUTES, type Team, type TeamPayload } from '../../src/contract/teams.ts'
import { check } from '../../src/contract/validate.ts'
import { AUTHORIZED_OWNERS_ONLY } from '../../src/domain/messages.ts'
import { ROLE } from '../../src/domain/permissions.ts'
import {
  callers,
  newKey,
  serverForFile,
  USER_IDS,
  type ApiResponse,
  type Caller,
} from './harness.ts'

const server = serverForFile()

/** Active RMs in no team (by id), handed out once each so tests never share a person. */
let freePeople: number[] | undefined
async function freePerson(): Promise<number> {
  freePeople ??= (
    await server().db.query<{ id: number }>(
      `SELECT u.id FROM users u WHERE u.role_id = $1 AND u.active AND u.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM teams t WHERE u.id IN (t.leader_id, t.mentor_id))
          AND NOT EXISTS (SELECT 1 FROM team_members m WHERE m.user_id = u.id)
        ORDER BY u.id`,
      [ROLE.rm],
    )
  ).map((row) => row.id)
  const next = freePeople.shift()
  if (next === undefined) throw new Error('no free person left')
  return next
}

const payload = (overrides: Partial<TeamPayload> = {}): TeamPayload => ({
  id: 0,
  name: 'Team Medan',
  leaderId: USER_IDS.rm,
  mentorId: USER_IDS.manager,
  members: [USER_IDS.rm2],
  ...overrides,
})

const create = (caller: Caller, body: unknown, headers?: Record<string, string>) =>
  caller.post<{ id: number }>('/pipeline/team', body, headers)
const update = (caller: Caller, id: number, body: unknown, headers?: Record<string, string>) =>
  caller.put<{ id: number }>(`/pipeline/team/${id}`, body, headers)
const remove = (caller: Caller, teamId: number, userId: number, headers?: Record<string, string>) =>
  caller.delete(`/pipeline/team/${teamId}/${userId}`, headers)

/** A new team made by the admin; answers its id. */
async function newTeam(overrides: Partial<TeamPayload> = {}): Promise<number> {
  const { admin } = await callers(server())
  const response = await create(admin, payload(overrides))
  expect(response.status, response.text).toBe(200)
  return response.body.id
}

async function listed(teamId: number): Promise<Team | undefined> {
  const { viewer } = await callers(server())
  const list = await viewer.get<Team[]>('/Pipeline/team')
  return list.body.find((team) => team.id === teamId)
}

interface TeamRow {
  name: string
  leader_id: number | null
  mentor_id: number | null
  version: number
  updated_at: string
  members: number[]
}

async function teamRow(teamId: number): Promise<TeamRow | undefined> {
  const [row] = await server().db.query<TeamRow>(
    `SELECT name, leader_id, mentor_id, version, updated_at::text AS updated_at,
            ARRAY(SELECT user_id FROM team_members WHERE team_id = t.id ORDER BY user_id) AS members
       FROM teams t WHERE id = $1`,
    [teamId],
  )
  return row
}

/** Everything a refused write must leave as it was. */
const snapshot = () =>
  server().db.query(
    `SELECT (SELECT count(*) FROM teams)::int AS teams,
            (SELECT coalesce(sum(version), 0) FROM teams)::int AS versions,
            (SELECT string_agg(concat_ws(':', id, name, leader_id, mentor_id, updated_at), ','
                               ORDER BY id) FROM teams) AS rows,
            (SELECT string_agg(team_id || '-' || user_id, ',' ORDER BY team_id, user_id)
               FROM team_members) AS members`,
  )

const expectForbidden = (response: ApiResponse) => {
  expect(response.status, response.text).toBe(403)
  expect(response.body).toEqual([{ description: AUTHORIZED_OWNERS_ONLY }])
}

const expectRefused = (response: ApiResponse, descriptions: string[]) => {
  expect(response.status, response.text).toBe(400)
  expect(response.body).toEqual(descriptions.map((description) => ({ description })))
}

describe('GET /Pipeline/team', () => {
  it('answers the seeded teams by id, with leader, mentor, members by name and version', async () => {
    const { admin } = await callers(server())
    const response = await admin.get<Team[]>('/Pipeline/team')
    expect(response.status).toBe(200)
    expect(check(TEAM_ROUTES.list.answer!, response.body).ok).toBe(true)
    const ids = response.body.map((team) => team.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(response.body.slice(0, 3).map((team) => [team.id, team.name, team.version])).toEqual([
      [1, 'Team Jakarta', 1],
      [2, 'Team Surabaya', 1],
      [3, 'Team Bandung', 1],
    ])
    const jakarta = response.body[0]!
    expect(jakarta.leader).toEqual({ id: USER_IDS.rm, text: 'Citra Relationship' })
    expect(jakarta.mentor).toEqual({ id: USER_IDS.manager, text: 'Budi Manager' })
    expect(jakarta.members).toContainEqual({ id: USER_IDS.rm2, text: 'Dimas Relationship' })
    for (const team of response.body.slice(0, 3)) {
      const stored = await server().db.query<{ id: number; name: string }>(
        `SELECT u.id, u.name FROM team_members m JOIN users u ON u.id = m.user_id
          WHERE m.team_id = $1 ORDER BY u.name, u.id`,
        [team.id],
      )
      expect(stored.length).toBeGreaterThan(0)
      expect(team.members).toEqual(stored.map((user) => ({ id: user.id, text: user.name })))
    }
  })

  it('orders members by name, not by id', async () => {
    const free = await freePerson()
    // Two people whose names sort the other way round from their ids.
    const [pair] = await server().db.query<{ first: number; second: number }>(
      `SELECT a.id AS first, b.id AS second FROM users a JOIN users b ON a.id < b.id AND a.name > b.name
        WHERE a.id > $1 AND b.id > $1 AND a.role_id = $2 AND b.role_id = $2
          AND a.active AND b.active ORDER BY a.id, b.id LIMIT 1`,
      [USER_IDS.viewer, ROLE.rm],
    )
    const teamId = await newTeam({
      leaderId: free,
      mentorId: 0,
      members: [pair!.first, pair!.second],
    })
    const team = (await listed(teamId))!
    expect(team.members.map((member) => member.id)).toEqual([pair!.second, pair!.first])
  })

  it('is read by every signed-in role alike, and refused without a token', async () => {
    const { admin, manager, rm, rm2, viewer } = await callers(server())
    const first = await admin.get<Team[]>('/Pipeline/team')
    for (const caller of [manager, rm, rm2, viewer]) {
      const response = await caller.get<Team[]>('/pipeline/TEAM')
      expect(response.status).toBe(200)
      expect(response.body).toEqual(first.body)
    }
    expect((await server().api('GET', '/Pipeline/team')).status).toBe(401)
  })
})

describe('POST /pipeline/team', () => {
  it('creates the team with its people at version 1 and answers its id', async () => {
    const { admin } = await callers(server())
    const [leader, first, second] = [await freePerson(), await freePerson(), await freePerson()]
    const response = await create(
      admin,
      payload({ name: 'Team Medan', leaderId: leader, members: [second, first] }),
    )
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual({ id: expect.any(Number) })
    expect(parseETag(response.headers.get('ETag'))).toBe(1)
    const stored = (await teamRow(response.body.id))!
    expect(stored).toMatchObject({
      name: 'Team Medan',
      leader_id: leader,
      mentor_id: USER_IDS.manager,
      version: 1,
      members: [first, second].sort((a, b) => a - b),
    })
    const team = (await listed(response.body.id))!
    expect(team.leader?.id).toBe(leader)
    expect(team.mentor).toEqual({ id: USER_IDS.manager, text: 'Budi Manager' })
    expect(team.members.map((member) => member.id).sort((a, b) => a - b)).toEqual(stored.members)
    expect(team.version).toBe(1)
  })

  it('stores no mentor for 0', async () => {
    const teamId = await newTeam({ name: 'No mentor', mentorId: 0 })
    expect(await teamRow(teamId)).toMatchObject({ mentor_id: null })
    expect(await listed(teamId)).toMatchObject({ mentor: null })
  })

  it('refuses a team without a leader or without members, on create and on update', async () => {
    const { admin } = await callers(server())
    const teamId = await newTeam({ name: 'Whole' })
    const before = await snapshot()
    expectRefused(await create(admin, payload({ leaderId: 0, members: [] })), [
      TEAM_NEEDS_LEADER,
      TEAM_NEEDS_MEMBER,
    ])
    expectRefused(await update(admin, teamId, payload({ id: teamId, leaderId: 0 })), [
      TEAM_NEEDS_LEADER,
    ])
    expectRefused(await update(admin, teamId, payload({ id: teamId, members: [] })), [
      TEAM_NEEDS_MEMBER,
    ])
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a new team with an id', async () => {
    const { admin } = await callers(server())
    const before = await snapshot()
    expectRefused(await create(admin, payload({ id: 7 })), ['id must be 0 for a new team'])
    expect(await snapshot()).toEqual(before)
  })
})

describe('PUT /pipeline/team/{id}', () => {
  it("replaces the team's name and people, bumps version and updated_at, answers its id", async () => {
    const { admin } = await callers(server())
    const teamId = await newTeam({ members: [USER_IDS.rm2] })
    const before = (await teamRow(teamId))!
    const [leader, member] = [await freePerson(), await freePerson()]
    const response = await update(
      admin,
      teamId,
      payload({
        id: teamId,
        name: 'Team Medan Baru',
        leaderId: leader,
        mentorId: 0,
        members: [member],
      }),
      { 'If-Match': '"1"' },
    )
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual({ id: teamId })
    expect(parseETag(response.headers.get('ETag'))).toBe(2)
    const after = (await teamRow(teamId))!
    expect(after).toMatchObject({
      name: 'Team Medan Baru',
      leader_id: leader,
      mentor_id: null,
      version: 2,
      members: [member],
    })
    expect(after.updated_at).not.toBe(before.updated_at)
    expect(await listed(teamId)).toMatchObject({
      name: 'Team Medan Baru',
      mentor: null,
      version: 2,
    })
  })

  it('answers 412 with the team as listed for a stale If-Match, and writes nothing', async () => {
    const { admin } = await callers(server())
    const teamId = await newTeam()
    expect((await update(admin, teamId, payload({ id: teamId, name: 'Second' }))).status).toBe(200)
    const current = (await listed(teamId))!
    const before = await snapshot()
    const stale = await update(admin, teamId, payload({ id: teamId, name: 'Stale' }), {
      'If-Match': '"1"',
    })
    expect(stale.status, stale.text).toBe(412)
    expect(stale.body).toEqual(current)
    expect(parseETag(stale.headers.get('ETag'))).toBe(2)
    expect(await snapshot()).toEqual(before)
  })

  it('answers 404 for a team that does not exist, 400 for another id in the body', async () => {
    const { admin } = await callers(server())
    const before = await snapshot()
    const missing = await update(admin, 99999, payload({ id: 99999 }))
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual([{ description: 'Team not found' }])
    expectRefused(await update(admin, 1, payload({ id: 2 })), ['id must be the team of the path'])
    expect(await snapshot()).toEqual(before)
  })

  it('keeps a person the team holds who is no longer active, but adds no inactive person', async () => {
    const { admin } = await callers(server())
    const [kept, added] = [await freePerson(), await freePerson()]
    const teamId = await newTeam({ members: [kept, USER_IDS.rm2] })
    await server().db.query('UPDATE users SET active = false WHERE id = ANY($1::int[])', [
      [kept, added],
    ])
    try {
      const removed = await update(admin, teamId, payload({ id: teamId, members: [kept] }))
      expect(removed.status, removed.text).toBe(200)
      expect((await teamRow(teamId))!.members).toEqual([kept])
      const before = await snapshot()
      expectRefused(await update(admin, teamId, payload({ id: teamId, members: [kept, added] })), [
        `members: User ${added} does not exist`,
      ])
      expect(await snapshot()).toEqual(before)
    } finally {
      await server().db.query('UPDATE users SET active = true WHERE id = ANY($1::int[])', [
        [kept, added],
      ])
    }
  })
})

describe('DELETE /pipeline/team/{teamId}/{currentUserId}', () => {
  it('deletes the team and its members', async () => {
    const { admin } = await callers(server())
    const teamId = await newTeam()
    const response = await remove(admin, teamId, USER_IDS.admin)
    expect(response.status, response.text).toBe(200)
    expect(await teamRow(teamId)).toBeUndefined()
    expect(await listed(teamId)).toBeUndefined()
    const [members] = await server().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM team_members WHERE team_id = $1',
      [teamId],
    )
    expect(members!.n).toBe(0)
  })

  it('answers 404 for a team that does not exist, 403 for another currentUserId', async () => {
    const { admin } = await callers(server())
    const teamId = await newTeam()
    const before = await snapshot()
    const missing = await remove(admin, 99999, USER_IDS.admin)
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual([{ description: 'Team not found' }])
    expectForbidden(await remove(admin, teamId, USER_IDS.manager))
    expect(await snapshot()).toEqual(before)
  })

  it('answers 412 with the team for a stale If-Match and deletes nothing', async () => {
    const { admin } = await callers(server())
    const teamId = await newTeam()
    expect((await update(admin, teamId, payload({ id: teamId }))).status).toBe(200)
    const stale = await remove(admin, teamId, USER_IDS.admin, { 'If-Match': '"1"' })
    expect(stale.status).toBe(412)
    expect(stale.body).toEqual(await listed(teamId))
    expect(await teamRow(teamId)).toBeDefined()
    const current = await remove(admin, teamId, USER_IDS.admin, { 'If-Match': '"2"' })
    expect(current.status).toBe(200)
    expect(await teamRow(teamId)).toBeUndefined()
  })
})

describe('team writes: roles', () => {
  afterAll(async () => {
    await server().db.query('UPDATE users SET role_id = $2 WHERE id = $1', [
      USER_IDS.viewer,
      ROLE.viewer,
    ])
  })

  const refusedWrites = async (caller: Caller, userId: number) => {
    const before = await snapshot()
    expectForbidden(await create(caller, payload()))
    expectForbidden(await update(caller, 1, payload({ id: 1, name: 'Taken over' })))
    expectForbidden(await remove(caller, 1, userId))
    expect(await snapshot()).toEqual(before)
  }

  it('refuses every write to roles 2 and 5', async () => {
    const { manager, rm, rm2 } = await callers(server())
    await refusedWrites(manager, USER_IDS.manager)
    // rm leads team 1, and still may not change it.
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

describe('team writes: bad people', () => {
  it('refuses unknown users, naming each field, and writes nothing', async () => {
    const { admin } = await callers(server())
    const before = await snapshot()
    expectRefused(await create(admin, payload({ leaderId: 99001 })), [
      'leaderId: User 99001 does not exist',
    ])
    expectRefused(await create(admin, payload({ mentorId: 99002 })), [
      'mentorId: User 99002 does not exist',
    ])
    expectRefused(await create(admin, payload({ members: [USER_IDS.rm2, 99003, 99004] })), [
      'members: User 99003 does not exist',
      'members: User 99004 does not exist',
    ])
    expectRefused(
      await update(admin, 1, payload({ id: 1, leaderId: 99001, mentorId: 99002, members: [] })),
      [
        TEAM_NEEDS_MEMBER,
        'leaderId: User 99001 does not exist',
        'mentorId: User 99002 does not exist',
      ],
    )
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a person in two roles of one team, and a member twice', async () => {
    const { admin } = await callers(server())
    const before = await snapshot()
    const sameLeader = payload({ leaderId: USER_IDS.rm, mentorId: USER_IDS.rm })
    expectRefused(await create(admin, sameLeader), ['mentorId must not be the leader'])
    expectRefused(await update(admin, 1, { ...sameLeader, id: 1 }), [
      'mentorId must not be the leader',
    ])
    expectRefused(await create(admin, payload({ members: [USER_IDS.rm2, USER_IDS.rm] })), [
      'members must not hold the leader',
    ])
    expectRefused(await create(admin, payload({ members: [USER_IDS.manager] })), [
      'members must not hold the mentor',
    ])
    const twice = await create(admin, payload({ members: [USER_IDS.rm2, USER_IDS.rm2] }))
    expect(twice.status).toBe(400)
    expect(twice.body).toEqual([{ description: expect.stringContaining('same id twice') }])
    expect(await snapshot()).toEqual(before)
  })
})

describe('team writes: Idempotency-Key', () => {
  it('a repeated create answers the first id and creates one team', async () => {
    const { admin } = await callers(server())
    const key = newKey()
    const body = payload({ name: 'Team Replayed' })
    const first = await create(admin, body, { 'Idempotency-Key': key })
    expect(first.status, first.text).toBe(200)
    const again = await create(admin, body, { 'Idempotency-Key': key })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const [named] = await server().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM teams WHERE name = 'Team Replayed'`,
    )
    expect(named!.n).toBe(1)
  })

  it('a repeated update or delete changes nothing more', async () => {
    const { admin } = await callers(server())
    const teamId = await newTeam()
    const key = newKey()
    const body = payload({ id: teamId, name: 'Once' })
    expect((await update(admin, teamId, body, { 'Idempotency-Key': key })).status).toBe(200)
    const again = await update(admin, teamId, body, { 'Idempotency-Key': key })
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ id: teamId })
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await teamRow(teamId))!.version).toBe(2)

    const deleteKey = newKey()
    expect(
      (await remove(admin, teamId, USER_IDS.admin, { 'Idempotency-Key': deleteKey })).status,
    ).toBe(200)
    const replayed = await remove(admin, teamId, USER_IDS.admin, { 'Idempotency-Key': deleteKey })
    expect(replayed.status).toBe(200)
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await remove(admin, teamId, USER_IDS.admin)).status).toBe(404)
  })
})
