/** Team configuration: list, create, update, delete (sales-activity-spec sections 2, 3, 4, 7). */
import type { IdText } from './common.ts'
import { object, optional, text, type Validator } from './validate.ts'
import { id, idOrZero, ids, MAX_FIELD_TEXT } from './fields.ts'
import { route } from './route.ts'

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

/** The team calls (sales-activity-spec section 7). */
export const TEAM_ROUTES = {
  list: route<TeamList>({ method: 'GET', pattern: '/Pipeline/team' }),
  create: route<TeamSaveResponse, Record<string, never>, TeamPayload>({
    method: 'POST',
    pattern: '/pipeline/team',
    body: teamPayload('create'),
  }),
  update: route<TeamSaveResponse, { id: number }, TeamPayload>({
    method: 'PUT',
    pattern: '/pipeline/team/:id',
    params: object({ id: id() }),
    body: teamPayload('update'),
  }),
  remove: route<void, { teamId: number; currentUserId: number }>({
    method: 'DELETE',
    pattern: '/pipeline/team/:teamId/:currentUserId',
    params: object({ teamId: id(), currentUserId: id() }),
  }),
}
