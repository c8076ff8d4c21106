import { check } from '../../../src/contract/validate.ts'
import { describe, expect, it } from 'vitest'
import { teamPayload, teamModalCanSave, type TeamPayload } from '../../../src/contract/teams.ts'
import { expectAccepted, expectRefused, type Refusal } from './expectations.ts'

const GOOD: TeamPayload = {
  id: 0,
  name: 'Tribe 1 North',
  leaderId: 4,
  mentorId: 2,
  members: [7, 8],
}

describe('teamPayload accepts', () => {
  it.each<[string, Record<string, unknown>, Partial<TeamPayload>?]>([
    ['a team with mentor, leader and members', {}],
    ['a team without a mentor', { mentorId: 0 }],
    ['an absent mentor', { mentorId: undefined }, { mentorId: 0 }],
    ['a team whose leader was removed from its card', { leaderId: 0 }],
    ['a team whose last member was removed', { members: [] }],
    ['a team without a name', { name: undefined }, { name: '' }],
  ])('%s', (_case, change, normalised = {}) => {
    expect(expectAccepted(check(teamPayload(), { ...GOOD, ...change }))).toEqual({
      ...GOOD,
      ...change,
      ...normalised,
    })
  })

  it('needs the id when updating', () => {
    expectRefused(check(teamPayload('update'), GOOD), {
      field: 'id',
      description: 'id must be a whole number of at least 1',
    })
    expect(check(teamPayload('update'), { ...GOOD, id: 3 }).ok).toBe(true)
  })
})

const REFUSED: Refusal[] = [
  ['a member twice', { members: [7, 7] }, 'members', 'members must not hold the same id twice'],
  ['members that are not a list', { members: 7 }, 'members', 'members must be a list'],
  [
    'a member id 0',
    { members: [0] },
    'members[0]',
    'members[0] must be a whole number of at least 1',
  ],
  [
    'a negative leader',
    { leaderId: -4 },
    'leaderId',
    'leaderId must be a whole number of at least 0',
  ],
  ['a leader in words', { leaderId: 'four' }, 'leaderId', 'leaderId must be a whole number'],
  [
    'a mentor given as an object',
    { mentorId: { id: 2 } },
    'mentorId',
    'mentorId must be a whole number',
  ],
  ['a name that is not text', { name: ['Alpha'] }, 'name', 'name must be text'],
]

describe('teamPayload refuses', () => {
  it.each(REFUSED)('%s', (_case, change, field, description) => {
    expectRefused(check(teamPayload(), { ...GOOD, ...change }), { field, description })
  })
})

describe('teamModalCanSave: a leader and at least one member', () => {
  it.each([
    [4, [7], true],
    [4, [7, 8], true],
    [0, [7], false],
    [4, [], false],
    [0, [], false],
  ])('leader %i with members %j: %s', (leaderId, members, expected) => {
    expect(teamModalCanSave({ leaderId, members })).toBe(expected)
  })
})
