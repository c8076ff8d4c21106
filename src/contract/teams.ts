/** Team configuration: list, create, update, delete (sales-activity-spec sections 2, 3, 4, 7). */
import type { IdText } from './common.ts'
import { object, optional, text, type Validator } from './validate.ts'
import { id, idOrZero, ids, MAX_FIELD_TEXT } from './fields.ts'
import { type Bodies, type CallInfo, segment } from './calls.ts'

/** A team of GET /Pipeline/team: one mentor (or none), one leader, many members. */
export interface Team {
  id: number
  name: string
  leader: IdText | null
  mentor: IdText | null
  members: IdText[]
}
export type TeamList = Team[]

/** POST /pipeline/team and PUT /pipeline/team/{id}. */
export interface TeamPayload {
  /** 0 when creating. */
  id: number
  name: string
  /** 0 when the team has no leader (after the leader was removed from its card). */
  leaderId: number
  /** 0 when the team has no mentor. */
  mentorId: number
  /** User ids. */
  members: number[]
}

/** The spec shows no body for team saves; the saved team's id is answered (for new teams). */
export interface TeamSaveResponse {
  id: number
}

export const teamPaths = {
  list: (): string => '/Pipeline/team',
  create: (): string => '/pipeline/team',
  update: (id: number): string => `/pipeline/team/${segment(id)}`,
  remove: (teamId: number, currentUserId: number): string =>
    `/pipeline/team/${segment(teamId)}/${segment(currentUserId)}`,
}

export const TEAM_CALLS = {
  list: { method: 'GET', route: '/Pipeline/team', status: 200 },
  create: { method: 'POST', route: '/pipeline/team', status: 200 },
  update: { method: 'PUT', route: '/pipeline/team/:id', status: 200 },
  remove: { method: 'DELETE', route: '/pipeline/team/:teamId/:currentUserId', status: 200 },
} as const satisfies Record<keyof typeof teamPaths, CallInfo>

/** Request and response bodies of each call (void: none, or one the client does not read). */
export interface TeamCallBodies {
  list: Bodies<void, TeamList>
  create: Bodies<TeamPayload, TeamSaveResponse>
  update: Bodies<TeamPayload, TeamSaveResponse>
  remove: Bodies<void, void>
}

/**
 * The Team modal's Save needs a leader and at least one member (sales-activity-spec section 5);
 * removing a person from a team card saves the team without them, which may leave it without a
 * leader or members, so this check (a server's) accepts leaderId 0 and no members.
 */
export function teamModalCanSave(team: Pick<TeamPayload, 'leaderId' | 'members'>): boolean {
  return team.leaderId > 0 && team.members.length > 0
}

const teamFields = (idRule: Validator<number>): Validator<TeamPayload> =>
  object({
    id: idRule,
    name: optional(text({ max: MAX_FIELD_TEXT }), ''),
    leaderId: idOrZero(),
    mentorId: idOrZero(),
    members: ids(),
  })
const teamCreate = teamFields(idOrZero())
const teamUpdate = teamFields(id())

/**
 * Ids are whole numbers (leaderId and mentorId 0 when none), members a list of distinct user ids;
 * name is text. With `mode: 'update'` the id must be set.
 */
export function teamPayload(mode: 'create' | 'update' = 'create'): Validator<TeamPayload> {
  return mode === 'update' ? teamUpdate : teamCreate
}
