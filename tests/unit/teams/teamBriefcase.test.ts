import { describe, expect, it } from 'vitest'
import {
  BRIEFCASE_AREAS,
  BRIEFCASE_LIST_KEYS,
  FEED_SECTIONS,
} from '../../../src/entities/registry.ts'
import { LIST_KEPT_MS, pruneDevice as pruneWith } from '../../../src/sync/prune.ts'
import { RETENTION } from '../../../src/entities/registry.ts'
import { readTeamPeople, readTeams, TEAMS_LIST } from '../../../src/entities/teams/teamRows.ts'
import { runBriefcase } from '../../../src/sync/briefcase.ts'
import type { SyncRequest, SyncResponse, Transport } from '../../../src/sync/transport.ts'
import { FakeProvider } from '../briefcase/fakeProvider.ts'
import { newDb } from '../crmDbHarness.ts'

const ADMIN = { id: 1, roleId: 1 }

/** The briefcase's fake provider, also answering the employee list. */
class WithEmployees implements Transport {
  readonly provider = new FakeProvider(false)
  send(request: SyncRequest): Promise<SyncResponse> {
    if (request.path === '/user/list/employee/*') {
      const employee = (id: number, name: string) => ({ userId: id, id, name, email: '' })
      return Promise.resolve({
        status: 200,
        body: [employee(2, 'Manager'), employee(1, 'Admin'), employee(3, 'RM 3')],
      })
    }
    return this.provider.send(request)
  }
}

describe('the briefcase keeps the teams', () => {
  it('fills the teams as one list and the people a team may hold', async () => {
    const db = newDb()
    const transport = new WithEmployees()
    transport.provider.user = ADMIN
    await runBriefcase({
      db,
      transport,
      user: ADMIN,
      areas: BRIEFCASE_AREAS,
      sections: FEED_SECTIONS,
    })

    expect((await readTeams(db)).map((team) => team.name)).toEqual(['Team'])
    expect((await db.syncLists.get(TEAMS_LIST))?.ids).toEqual([1])
    expect(await readTeamPeople(db)).toEqual([
      { id: 2, text: 'Manager' },
      { id: 1, text: 'Admin' },
      { id: 3, text: 'RM 3' },
    ])
  })

  it('and pruning leaves them, however old', async () => {
    const db = newDb()
    const transport = new WithEmployees()
    transport.provider.user = ADMIN
    await runBriefcase({
      db,
      transport,
      user: ADMIN,
      areas: BRIEFCASE_AREAS,
      sections: FEED_SECTIONS,
    })

    expect(BRIEFCASE_LIST_KEYS.has(TEAMS_LIST)).toBe(true)
    await pruneWith(db, Date.now() + 2 * LIST_KEPT_MS, RETENTION, ADMIN)
    expect(await readTeams(db)).toHaveLength(1)
  })
})
