/**
 * The team configuration's rules as pure functions: who the pickers offer (people already chosen
 * leave the other pickers' options), what the Team modal's draft saves, and what a card saves when
 * one of its people is removed.
 */
import type { IdText } from '../../contract/common.ts'
import type { MasterRm } from '../../contract/master.ts'
import { teamModalCanSave, type Team } from '../../contract/teams.ts'
import { removeFromTeam, type TeamDraft, type TeamRole } from '../../domain/teams.ts'
import type { TeamFields } from '../../entities/teams/teamOps.ts'

/** The Team modal's form: ids, 0 for no leader or mentor. */
export interface TeamModalDraft {
  name: string
  leaderId: number
  mentorId: number
  members: number[]
}

export const NEW_TEAM_DRAFT: TeamModalDraft = { name: '', leaderId: 0, mentorId: 0, members: [] }

export function draftOfTeam(team: Team): TeamModalDraft {
  return {
    name: team.name,
    leaderId: team.leader?.id ?? 0,
    mentorId: team.mentor?.id ?? 0,
    members: team.members.map((member) => member.id),
  }
}

/** A team without a name still has a title on its card and in its confirmation. */
export const teamTitle = (team: Pick<Team, 'name'>): string =>
  team.name.trim() || 'Team without a name'

/** Save needs a leader and at least one member (the name is optional, as the server takes it). */
export const draftCanSave = (draft: TeamModalDraft): boolean => teamModalCanSave(draft)

/** The people a team holds: its leader, mentor and members. */
export function peopleOfTeam(team: Team): IdText[] {
  return [team.leader, team.mentor, ...team.members].filter(
    (person): person is IdText => person !== null,
  )
}

const byName = (a: IdText, b: IdText): number => a.text.localeCompare(b.text) || a.id - b.id

/**
 * Everyone the pickers may offer, by name, once each: the employees (the manager and the
 * administrator mentor teams too), the RMs of master data (the employee list may not have been
 * pulled on this device yet) and the people the teams already hold (one no longer active stays
 * choosable in their team).
 */
export function teamPeople(
  employees: readonly IdText[],
  rms: readonly Pick<MasterRm, 'userId' | 'name'>[],
  teams: readonly Team[],
): IdText[] {
  const people = new Map<number, IdText>()
  for (const person of employees) people.set(person.id, person)
  for (const rm of rms)
    if (!people.has(rm.userId)) people.set(rm.userId, { id: rm.userId, text: rm.name })
  for (const person of teams.flatMap(peopleOfTeam)) {
    if (!people.has(person.id)) people.set(person.id, person)
  }
  return [...people.values()].sort(byName)
}

export interface PickerOptions {
  leaders: IdText[]
  mentors: IdText[]
  members: IdText[]
}

/** A person holds one role in a team: whoever is chosen leaves the other pickers' options. */
export function pickerOptions(people: readonly IdText[], draft: TeamModalDraft): PickerOptions {
  const members = new Set(draft.members)
  const { leaderId, mentorId } = draft
  return {
    leaders: people.filter((person) => person.id !== mentorId && !members.has(person.id)),
    mentors: people.filter((person) => person.id !== leaderId && !members.has(person.id)),
    members: people.filter((person) => person.id !== leaderId && person.id !== mentorId),
  }
}

/** The fields the draft saves, each person with their name (or `User {id}` when unknown). */
export function fieldsOfDraft(draft: TeamModalDraft, people: readonly IdText[]): TeamFields {
  const names = new Map(people.map((person) => [person.id, person]))
  const person = (id: number): IdText | null =>
    id > 0 ? (names.get(id) ?? { id, text: `User ${id}` }) : null
  return {
    name: draft.name.trim(),
    leader: person(draft.leaderId),
    mentor: person(draft.mentorId),
    members: draft.members.map((id) => person(id)).filter((each): each is IdText => each !== null),
  }
}

/** What a card saves when `personId` is removed from `role`: the team without that person. */
export function teamWithout(team: Team, role: TeamRole, personId: number): TeamFields {
  const draft: TeamDraft = {
    id: team.id,
    name: team.name,
    leaderId: team.leader?.id ?? null,
    mentorId: team.mentor?.id ?? null,
    members: team.members.map((member) => member.id),
  }
  const left = removeFromTeam(draft, role, personId)
  return fieldsOfDraft(
    {
      name: team.name,
      leaderId: left.leaderId ?? 0,
      mentorId: left.mentorId ?? 0,
      members: [...left.members],
    },
    peopleOfTeam(team),
  )
}
