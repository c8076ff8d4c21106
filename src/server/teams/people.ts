import type { TeamPayload } from '../../contract/teams.ts'
import type { FieldError } from '../../contract/validate.ts'
import type { Db } from '../db/db.ts'
import { invalid } from '../http/errors.ts'

/** The ids of `wanted` that name no active user and are not among `kept`. */
async function unknownUsers(
  db: Db,
  wanted: readonly number[],
  kept: readonly number[],
): Promise<Set<number>> {
  const list = [...new Set(wanted)].filter((userId) => !kept.includes(userId))
  if (list.length === 0) return new Set()
  const found = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE id = ANY($1::int[]) AND active AND deleted_at IS NULL',
    [list],
  )
  const known = new Set(found.map((row) => row.id))
  return new Set(list.filter((userId) => !known.has(userId)))
}

export const TEAM_NEEDS_LEADER = 'leaderId is required: a team needs a leader'
export const TEAM_NEEDS_MEMBER = 'members must hold at least one person'

/**
 * A team has a leader and at least one member (the Team modal's rule); a person holds one role in
 * it: the leader is not the mentor, neither is a member.
 */
function teamShapeErrors(input: TeamPayload): FieldError[] {
  const errors: FieldError[] = []
  const { leaderId, mentorId, members } = input
  if (leaderId === 0) errors.push({ field: 'leaderId', description: TEAM_NEEDS_LEADER })
  if (members.length === 0) errors.push({ field: 'members', description: TEAM_NEEDS_MEMBER })
  if (leaderId !== 0 && leaderId === mentorId)
    errors.push({ field: 'mentorId', description: 'mentorId must not be the leader' })
  if (leaderId !== 0 && members.includes(leaderId))
    errors.push({ field: 'members', description: 'members must not hold the leader' })
  if (mentorId !== 0 && members.includes(mentorId))
    errors.push({ field: 'members', description: 'members must not hold the mentor' })
  return errors
}

/**
 * The team has a leader and a member, its people are active users (or people the team already
 * holds, `kept`), each in one role: 400 with every bad field named otherwise.
 */
export async function assertTeamPeople(
  db: Db,
  input: TeamPayload,
  kept: readonly number[] = [],
): Promise<void> {
  const chosen = [input.leaderId, input.mentorId].filter((userId) => userId !== 0)
  const unknown = await unknownUsers(db, [...chosen, ...input.members], kept)
  const errors = teamShapeErrors(input)
  const name = (field: string, userId: number): FieldError => ({
    field,
    description: `${field}: User ${userId} does not exist`,
  })
  if (unknown.has(input.leaderId)) errors.push(name('leaderId', input.leaderId))
  if (unknown.has(input.mentorId)) errors.push(name('mentorId', input.mentorId))
  for (const member of input.members) if (unknown.has(member)) errors.push(name('members', member))
  if (errors.length > 0) throw invalid(errors)
}
