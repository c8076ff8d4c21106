import { describe, expect, it } from 'vitest'
import { IF_MATCH_HEADER } from '../../../src/contract/common.ts'
import { replayRequest } from '../../../src/sync/replay.ts'
import {
  teamCreate,
  teamDelete,
  teamServerState,
  teamUpdate,
} from '../../../src/entities/teams/teamOps.ts'
import type { OutboxOp } from '../../../src/store/outbox.ts'
import { pendingOp } from '../../pendingOp.ts'
import { person, team } from './fixtures.ts'

const fields = {
  name: 'Team Bali',
  leader: person(3),
  mentor: null,
  members: [person(4), person(7)],
}

const op = (type: string, args: Record<string, unknown>, version: number | null): OutboxOp =>
  pendingOp({
    type,
    entity: { table: 'teams', id: args.teamId as number },
    args,
    base: { version, fields: null },
  })

describe('the team requests', () => {
  it('create: POST /pipeline/team with id 0, the people as ids and 0 for no mentor', () => {
    expect(teamCreate.request({ ...fields, teamId: -1 }, { userId: 1 })).toEqual({
      method: 'POST',
      path: '/pipeline/team',
      body: { id: 0, name: 'Team Bali', leaderId: 3, mentorId: 0, members: [4, 7] },
    })
  })

  it('update: PUT /pipeline/team/{id} with the id in the body too, sent on If-Match', () => {
    const request = replayRequest(op('team.update', { ...fields, teamId: 5 }, 2), 1)
    expect(request).toMatchObject({
      method: 'PUT',
      path: '/pipeline/team/5',
      body: { id: 5, name: 'Team Bali', leaderId: 3, mentorId: 0, members: [4, 7] },
    })
    expect(request.headers?.[IF_MATCH_HEADER]).toBe('"2"')
  })

  it('delete: DELETE /pipeline/team/{teamId}/{currentUserId}, sent on If-Match', () => {
    const request = replayRequest(op('team.delete', { teamId: 5, name: 'Team Bali' }, 4), 1)
    expect(request).toMatchObject({ method: 'DELETE', path: '/pipeline/team/5/1' })
    expect(request.body).toBeUndefined()
    expect(request.headers?.[IF_MATCH_HEADER]).toBe('"4"')
  })

  it('a create is sent without If-Match', () => {
    const request = replayRequest(op('team.create', { ...fields, teamId: -1 }, 0), 1)
    expect(request.headers).not.toHaveProperty(IF_MATCH_HEADER)
  })
})

describe('what the team ops write back', () => {
  it('a create takes the server id at version 1', () => {
    expect(teamCreate.writeBack({ id: 12 }, 0)).toEqual({ id: 12, patch: { version: 1 } })
  })

  it('an update stands on its If-Match + 1 (the version travels only as ETag)', () => {
    expect(teamUpdate.writeBack({ id: 5 }, 2)).toEqual({ patch: { version: 3 } })
    expect(teamUpdate.writeBack({ id: 5 }, null)).toEqual({ patch: {} })
  })

  it('the card shows the people by name while the op waits', () => {
    expect(teamCreate.local({ ...fields, teamId: -1 }, { userId: 1, at: 0 })).toEqual({
      name: 'Team Bali',
      leader: person(3),
      mentor: null,
      members: [person(4), person(7)],
      version: 0,
    })
  })

  it('a 412 body is the team as the list shows it; reading it again gives the same', () => {
    const state = teamServerState(team({ version: 7 }))
    expect(state).toEqual(team({ version: 7 }))
    expect(teamServerState(state)).toEqual(state)
    expect(teamServerState({ id: 5 })).toBeNull()
    expect(teamServerState(null)).toBeNull()
  })

  it('a delete of a team already gone holds', () => {
    expect(teamDelete.alreadyApplied?.(404)).toBe(true)
    expect(teamDelete.alreadyApplied?.(403)).toBe(false)
  })
})
