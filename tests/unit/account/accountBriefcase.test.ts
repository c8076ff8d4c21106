import { describe, expect, it } from 'vitest'
import type { SyncRequest, SyncResponse } from '../../../src/sync/transport.ts'
import type { Team } from '../../../src/contract/teams.ts'
import { fillIndividualReport } from '../../../src/entities/reports/fillIndividualReport.ts'
import { BRIEFCASE_AREAS } from '../../../src/entities/registry.ts'
import { canOpenRoute } from '../../../src/domain/navigation.ts'
import { fetchedAtKey, writeMeta } from '../../../src/store/meta.ts'
import { saveTeams, TEAMS_LIST } from '../../../src/entities/teams/teamRows.ts'
import { heldAnswer } from '../../../src/entities/reports/answers.ts'
import type { CrmDb } from '../../../src/entities/db.ts'
import { newDb, StubServer } from '../crmDbHarness.ts'

const today = new Date(2026, 10, 27)
const RM = { id: 3, roleId: 5 }

const page = { items: [], info: { page: 1, perPage: 500, total: 0 } }
const team = { teamName: 'Team Jakarta', items: [] }

/** A provider of the report calls; the leader call answers a team when `leads`, else 404. */
const provider = (leads: boolean) =>
  new StubServer((request: SyncRequest): SyncResponse => {
    const path = request.path
    if (path.startsWith('/Pipeline/ind/summary/')) return { status: 200, body: [] }
    if (path.startsWith('/Pipeline/report/chart/rm/')) return { status: 200, body: [] }
    if (path.startsWith('/pipeline/team/leader/')) {
      return leads ? { status: 200, body: team } : { status: 404, body: null }
    }
    if (path.startsWith('/pipeline/team/mentor/')) return { status: 404, body: null }
    if (path.startsWith('/pipeline/export/'))
      return { status: 200, body: { headers: [], items: [] } }
    return { status: 200, body: page }
  })

const teamOf = (leaderId: number): Team => ({
  id: 1,
  name: 'Team Jakarta',
  leader: { id: leaderId, text: 'Leader' },
  mentor: { id: 2, text: 'Mentor' },
  members: [],
  version: 1,
})

async function keepTeams(db: CrmDb, teams: Team[]): Promise<void> {
  await saveTeams(db, teams)
  await writeMeta(db, fetchedAtKey(TEAMS_LIST), 1)
}

const fill = (db: CrmDb, server: StubServer) =>
  fillIndividualReport({ db, transport: server, user: RM, progress: () => undefined }, today)

const paths = (server: StubServer) => server.received.map((request) => request.path)

describe('the Individual Sales Report in the briefcase', () => {
  it('is one declared area, kept by the roles whose sidebar shows /account', () => {
    const area = BRIEFCASE_AREAS.find((each) => each.id === 'individualReport')
    expect(area?.label).toBe('Individual Sales Report')
    const roles = [0, 1, 2, 3, 4, 5, 6]
    expect(roles.filter((role) => area?.roles?.includes(role))).toEqual(
      roles.filter((role) => canOpenRoute(role, '/account')),
    )
  })

  it('keeps a leader`s default views, its team table and its team proposals', async () => {
    const db = newDb()
    await keepTeams(db, [teamOf(RM.id)])
    const server = provider(true)
    await fill(db, server)
    expect(paths(server)).toEqual([
      '/Pipeline/ind/summary/3/11/2026',
      '/Pipeline/report/chart/rm/3/2026',
      '/Pipeline/ind/visit/3/20260101/20261127/1/500/*',
      '/Pipeline/ind/proposal/3/20260101/20261127/1/500/*',
      '/pipeline/export/visit/3/1/11/2026/*',
      '/pipeline/export/visit/3/2026/*',
      '/pipeline/export/proposal/3/2026/*',
      '/pipeline/team/leader/3/1/11/2026/0',
      '/pipeline/pic/proposal/3/20260101/20261127/1/500/*',
      '/pipeline/export/pic/proposal/3/1/11/2026/*',
    ])
    expect((await heldAnswer(db, RM.id, '/pipeline/team/leader/3/1/11/2026/0'))?.body).toEqual(team)
  })

  it('asks the user`s own figures before the walk ends, and the team tables by the teams it brought', async () => {
    const db = newDb()
    const server = provider(true)
    let walkEnds = () => {}
    const walked = new Promise<void>((resolve) => (walkEnds = resolve))
    const filling = fillIndividualReport(
      { db, transport: server, user: RM, progress: () => undefined, walked },
      today,
    )
    await expect.poll(() => server.received.length).toBe(7)
    expect(
      paths(server).filter((path) => path.includes('/team/') || path.includes('/pic/')),
    ).toEqual([])
    // The walk brings a team the user leads, and ends.
    await keepTeams(db, [teamOf(RM.id)])
    walkEnds()
    await filling
    expect(paths(server).slice(7)).toEqual([
      '/pipeline/team/leader/3/1/11/2026/0',
      '/pipeline/pic/proposal/3/20260101/20261127/1/500/*',
      '/pipeline/export/pic/proposal/3/1/11/2026/*',
    ])
  })

  it('does not ask a team table the device`s teams say the user has not', async () => {
    const db = newDb()
    await keepTeams(db, [teamOf(8)])
    const server = provider(false)
    await fill(db, server)
    expect(paths(server).filter((path) => path.includes('/team/'))).toEqual([])
    expect(paths(server).filter((path) => path.includes('/pic/'))).toEqual([])
    expect(server.received).toHaveLength(7)
  })

  it('without the teams on the device, asks both and keeps a 404 as none', async () => {
    const db = newDb()
    const server = provider(false)
    await fill(db, server)
    expect(paths(server).filter((path) => path.includes('/team/'))).toEqual([
      '/pipeline/team/leader/3/1/11/2026/0',
      '/pipeline/team/mentor/3/1/11/2026/0',
    ])
    expect(paths(server).filter((path) => path.includes('/pic/'))).toEqual([])
    expect(await heldAnswer(db, RM.id, '/pipeline/team/mentor/3/1/11/2026/0')).toMatchObject({
      body: null,
    })
  })
})
