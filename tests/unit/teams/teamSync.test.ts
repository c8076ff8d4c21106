import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import { ROLE, type Actor } from '../../../src/domain/permissions.ts'
import { decisionsFor } from '../../../src/app/sync/decisions.ts'
import {
  createTeam,
  deleteTeam,
  removeTeamPerson,
  updateTeam,
} from '../../../src/features/teams/teamCommands.ts'
import { pullTeamList } from '../../../src/entities/teams/teamPulls.ts'
import { readTeams, TEAMS_LIST } from '../../../src/entities/teams/teamRows.ts'
import { userOps } from '../../../src/sync/syncDb.ts'
import { discardOp, keepMine, takeTheirs } from '../../../src/sync/resolve.ts'
import type { SyncRequest } from '../../../src/sync/transport.ts'
import { drain, newDb, StubServer, USER } from '../crmDbHarness.ts'
import { person, team } from './fixtures.ts'

const admin: Actor = { id: USER, roleId: ROLE.admin }
const ifMatchOf = (request: SyncRequest | undefined) => request?.headers?.[IF_MATCH_HEADER]
const bodyOf = (request: SyncRequest | undefined) => request?.body as Record<string, unknown>

const fields = {
  name: 'Team Bali',
  leader: person(7),
  mentor: person(1),
  members: [person(8), person(9)],
}

describe('a team created (offline)', () => {
  it('shows at once with a temp id, then takes the server id and version 1', async () => {
    const db = newDb()
    const tempId = await createTeam(admin, fields, db)

    expect(tempId).toBeLessThan(0)
    expect(await readTeams(db)).toEqual([{ id: tempId, ...fields, version: 0 }])
    const server = new StubServer(() => ({ status: 200, body: { id: 12 } }))
    const result = await drain(db, server)

    expect(result).toMatchObject({ applied: 1 })
    expect(server.received[0]).toMatchObject({
      method: 'POST',
      path: '/pipeline/team',
      body: { id: 0, name: 'Team Bali', leaderId: 7, mentorId: 1, members: [8, 9] },
    })
    expect(await db.teams.get(tempId)).toBeUndefined()
    expect(await db.teams.get(12)).toEqual({ id: 12, ...fields, version: 1 })
    expect(await db.outbox.count()).toBe(0)
  })

  it('an edit made before the create reached the server is sent on the server id, If-Match "1"', async () => {
    const db = newDb()
    const tempId = await createTeam(admin, fields, db)
    expect(await removeTeamPerson(admin, tempId, 'member', 9, db)).toBe(true)
    const server = new StubServer(() => ({ status: 200, body: { id: 12 } }))

    await drain(db, server)

    expect(server.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /pipeline/team',
      'PUT /pipeline/team/12',
    ])
    expect(bodyOf(server.received[1])).toMatchObject({ id: 12, members: [8] })
    expect(ifMatchOf(server.received[1])).toBe('"1"')
    expect(await db.teams.get(12)).toMatchObject({ members: [person(8)], version: 2 })
  })

  it('is refused to anyone but role 1, and nothing is queued', async () => {
    const db = newDb()
    await expect(createTeam({ id: USER, roleId: ROLE.manager }, fields, db)).rejects.toThrow()
    expect(await db.outbox.count()).toBe(0)
    expect(await db.teams.count()).toBe(0)
  })
})

describe('removing a person from a card', () => {
  it('saves the team without the member at once, and sends the team without them', async () => {
    const db = newDb()
    await db.teams.put(team())

    expect(await removeTeamPerson(admin, 5, 'member', 4, db)).toBe(true)

    expect(await db.teams.get(5)).toEqual(team({ members: [person(6)] }))
    const server = new StubServer(() => ({ status: 200, body: { id: 5 } }))
    await drain(db, server)
    expect(server.received[0]).toMatchObject({
      method: 'PUT',
      path: '/pipeline/team/5',
      body: { id: 5, name: 'Team Jakarta', leaderId: 3, mentorId: 2, members: [6] },
    })
    expect(ifMatchOf(server.received[0])).toBe('"2"')
    expect(await db.teams.get(5)).toEqual(team({ members: [person(6)], version: 3 }))
  })

  it('removing the leader or the mentor sends 0 for them', async () => {
    const db = newDb()
    await db.teams.put(team())
    await removeTeamPerson(admin, 5, 'leader', 3, db)
    await removeTeamPerson(admin, 5, 'mentor', 2, db)
    expect(await db.teams.get(5)).toMatchObject({ leader: null, mentor: null })
    const server = new StubServer(() => ({ status: 200, body: { id: 5 } }))
    await drain(db, server)
    expect(server.received.map(bodyOf)).toMatchObject([
      { leaderId: 0, mentorId: 2, members: [4, 6] },
      { leaderId: 0, mentorId: 0, members: [4, 6] },
    ])
    expect(server.received.map(ifMatchOf)).toEqual(['"2"', '"3"'])
  })

  it('queues nothing when the person no longer holds that role', async () => {
    const db = newDb()
    await db.teams.put(team())
    expect(await removeTeamPerson(admin, 5, 'member', 3, db)).toBe(false)
    expect(await removeTeamPerson(admin, 99, 'member', 4, db)).toBe(false)
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('a save the server has moved past (412)', () => {
  const theirs = team({ name: 'Team Jakarta Raya', members: [person(4)], version: 6 })

  it('is a conflict holding the server team; the card keeps the change until decided', async () => {
    const db = newDb()
    await db.teams.put(team())
    await updateTeam(admin, 5, { ...fields, name: 'Team Java' }, db)
    const server = new StubServer(() => ({ status: 412, body: theirs }))

    const result = await drain(db, server)

    expect(result).toMatchObject({ applied: 0, conflicts: 1 })
    const ops = await userOps(db, USER)
    expect(ops[0]).toMatchObject({
      type: 'team.update',
      status: 'conflict',
      lastStatus: 412,
      serverState: theirs,
    })
    expect(await db.teams.get(5)).toMatchObject({ name: 'Team Java', version: 2 })
    expect(decisionsFor(ops[0]!)).toEqual(['keepMine', 'takeTheirs'])
    await drain(db, server)
    expect(server.received).toHaveLength(1)
  })

  it('keep mine sends it again on the server version; take theirs puts the server team back', async () => {
    const db = newDb()
    await db.teams.put(team())
    await updateTeam(admin, 5, { ...fields, name: 'Team Java' }, db)
    let status = 412
    const server = new StubServer(() =>
      status === 412 ? { status, body: theirs } : { status, body: { id: 5 } },
    )
    await drain(db, server)
    await keepMine(db, (await db.outbox.toArray())[0]!.opId)
    status = 200
    await drain(db, server)
    expect(server.received.map(ifMatchOf)).toEqual(['"2"', '"6"'])
    expect(await db.teams.get(5)).toMatchObject({ name: 'Team Java', version: 7 })

    const other = newDb()
    await other.teams.put(team())
    await updateTeam(admin, 5, { ...fields, name: 'Team Java' }, other)
    await drain(other, new StubServer(() => ({ status: 412, body: theirs })))
    await takeTheirs(other, (await other.outbox.toArray())[0]!.opId)
    expect(await other.teams.get(5)).toEqual(theirs)
    expect(await other.outbox.count()).toBe(0)
  })
})

describe('a write the server refuses (403)', () => {
  it('is failed with the reason, not sent again, and discard puts the team back', async () => {
    const db = newDb()
    await db.teams.put(team())
    await removeTeamPerson(admin, 5, 'member', 4, db)
    const server = new StubServer(() => ({ status: 403, body: null }))

    const result = await drain(db, server)
    await drain(db, server)

    expect(result).toMatchObject({ applied: 0, failed: 1 })
    expect(server.received).toHaveLength(1)
    const [op] = await userOps(db, USER)
    expect(op).toMatchObject({
      type: 'team.update',
      status: 'failed',
      lastStatus: 403,
      lastError: "Authorized owner's only",
    })
    expect(decisionsFor(op!)).toEqual(['discard'])
    expect((await db.teams.get(5))?.members).toEqual([person(6)])

    await discardOp(db, op!.opId)
    expect(await db.teams.get(5)).toEqual(team())
  })
})

describe('deleting a team', () => {
  it('removes the card at once and settles on 200, or on 404 (already gone)', async () => {
    for (const status of [200, 404]) {
      const db = newDb()
      await db.teams.put(team())
      await deleteTeam(admin, 5, 'Team Jakarta', db)
      expect(await db.teams.get(5)).toBeUndefined()
      const server = new StubServer(() => ({ status, body: null }))
      expect(await drain(db, server)).toMatchObject({ applied: 1 })
      expect(server.received[0]).toMatchObject({
        method: 'DELETE',
        path: `/pipeline/team/5/${USER}`,
      })
      expect(await db.outbox.count()).toBe(0)
    }
  })
})

describe('pulling the teams', () => {
  const answer = (teams: unknown[]) => new StubServer(() => ({ status: 200, body: teams }))

  it('lists them under the briefcase key and drops those the server no longer lists', async () => {
    const db = newDb()
    await pullTeamList(db, answer([team(), team({ id: 6, name: 'Team Bandung' })]))
    expect((await readTeams(db)).map((each) => each.id)).toEqual([5, 6])
    expect((await db.syncLists.get(TEAMS_LIST))?.ids).toEqual([5, 6])

    await pullTeamList(db, answer([team({ id: 6, name: 'Team Bandung' })]))
    expect((await readTeams(db)).map((each) => each.id)).toEqual([6])
  })

  it('never overwrites a team with unsent ops, nor drops one created here', async () => {
    const db = newDb()
    await pullTeamList(db, answer([team()]))
    await removeTeamPerson(admin, 5, 'member', 4, db)
    const tempId = await createTeam(admin, fields, db)

    await pullTeamList(db, answer([team({ name: 'Renamed', version: 3 })]))

    expect(await db.teams.get(5)).toEqual(team({ members: [person(6)] }))
    expect((await readTeams(db)).map((each) => each.id)).toEqual([5, tempId])
  })

  it('keeps the teams when the provider lacks the call (404)', async () => {
    const db = newDb()
    await db.teams.put(team())
    await pullTeamList(db, new StubServer(() => ({ status: 404, body: null })))
    expect(await readTeams(db)).toEqual([team()])
  })
})
