import { describe, expect, it } from 'vitest'
import {
  draftCanSave,
  draftOfTeam,
  fieldsOfDraft,
  pickerOptions,
  teamPeople,
  teamTitle,
  teamWithout,
} from '../../../src/features/teams/teamModel.ts'
import { person, team } from './fixtures.ts'

const ids = (people: { id: number }[]) => people.map((each) => each.id)

describe('the pickers', () => {
  const people = [1, 2, 3, 4, 5, 6].map(person)

  it('offer no one chosen in another picker', () => {
    const options = pickerOptions(people, { name: '', leaderId: 3, mentorId: 2, members: [4, 5] })
    expect(ids(options.leaders)).toEqual([1, 3, 6])
    expect(ids(options.mentors)).toEqual([1, 2, 6])
    expect(ids(options.members)).toEqual([1, 4, 5, 6])
  })

  it('offer everyone while nothing is chosen', () => {
    const options = pickerOptions(people, { name: '', leaderId: 0, mentorId: 0, members: [] })
    expect(ids(options.leaders)).toEqual(ids(people))
    expect(ids(options.mentors)).toEqual(ids(people))
    expect(ids(options.members)).toEqual(ids(people))
  })

  it('take the employees, the RMs and the people the teams hold, once each, by name', () => {
    const people = teamPeople(
      [
        { id: 2, text: 'Manager' },
        { id: 1, text: 'Admin' },
      ],
      [
        { userId: 3, name: 'Rina' },
        { userId: 2, name: 'Manager' },
      ],
      [team({ leader: { id: 9, text: 'Left the company' }, mentor: null, members: [] })],
    )
    expect(people).toEqual([
      { id: 1, text: 'Admin' },
      { id: 9, text: 'Left the company' },
      { id: 2, text: 'Manager' },
      { id: 3, text: 'Rina' },
    ])
  })
})

describe('the Team modal', () => {
  it('saves only with a leader and at least one member', () => {
    expect(draftCanSave({ name: 'A', leaderId: 3, mentorId: 0, members: [4] })).toBe(true)
    expect(draftCanSave({ name: 'A', leaderId: 0, mentorId: 2, members: [4] })).toBe(false)
    expect(draftCanSave({ name: 'A', leaderId: 3, mentorId: 2, members: [] })).toBe(false)
  })

  it('reads a team as its draft and saves the draft with the names', () => {
    expect(draftOfTeam(team())).toEqual({
      name: 'Team Jakarta',
      leaderId: 3,
      mentorId: 2,
      members: [4, 6],
    })
    expect(
      fieldsOfDraft({ name: ' Team Bali ', leaderId: 3, mentorId: 0, members: [4, 77] }, [
        person(3),
        person(4),
      ]),
    ).toEqual({
      name: 'Team Bali',
      leader: person(3),
      mentor: null,
      members: [person(4), { id: 77, text: 'User 77' }],
    })
  })
})

describe('a team without a name', () => {
  it('is titled so on its card', () => {
    expect(teamTitle({ name: '  ' })).toBe('Team without a name')
    expect(teamTitle({ name: 'Team Bali' })).toBe('Team Bali')
  })
})

describe('removing a person from a card', () => {
  it('leaves the team without that person only', () => {
    expect(teamWithout(team(), 'member', 4)).toEqual({
      name: 'Team Jakarta',
      leader: person(3),
      mentor: person(2),
      members: [person(6)],
    })
    expect(teamWithout(team(), 'leader', 3)).toMatchObject({ leader: null, mentor: person(2) })
    expect(teamWithout(team(), 'mentor', 2)).toMatchObject({ leader: person(3), mentor: null })
  })
})
