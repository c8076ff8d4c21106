import type { IdText } from '../../../src/contract/common.ts'
import type { Team } from '../../../src/contract/teams.ts'

export const person = (id: number): IdText => ({ id, text: `Person ${id}` })

/** A team as the list answers it: Team 5, leader 3, mentor 2, members 4 and 6, at version 2. */
export function team(changes: Partial<Team> = {}): Team {
  return {
    id: 5,
    name: 'Team Jakarta',
    leader: person(3),
    mentor: person(2),
    members: [person(4), person(6)],
    version: 2,
    ...changes,
  }
}
