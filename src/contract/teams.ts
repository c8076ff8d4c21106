/**
 * Team configuration: list, create, update, delete (sales-activity-spec sections 2, 3, 4, 7).
 *
 * Who may do what (403 otherwise; the server enforces every rule):
 * - every signed-in user reads the list of teams (leaders and mentors find their teams in it);
 * - role 1 alone creates, updates and deletes teams (the Team Configuration screen is role 1's);
 * - the delete's currentUserId is the signed-in user.
 *
 * The people of a team (400 `[{ description }]` naming the field, nothing written, otherwise):
 * - leaderId, mentorId (0 for none) and members name active users; a person the team already
 *   holds may stay in an update even when no longer active, so its card can still be saved;
 * - a person holds one role in a team: the leader is not its mentor, and neither is listed among
 *   its members (members hold no id twice). A person may be in several teams;
 * - a team has a leader and at least one member, as the Team modal asks (teamModalCanSave): a
 *   save without is refused, so a card offers no removal of its leader or of its last member.
 *   Names need not be distinct.
 *
 * Create answers `{ id }` of the new team (version 1), update `{ id }` (the path's team; the
 * body's id must be it, 400 otherwise; 404 when the team does not exist); both send the team's new
 * version as ETag. Delete answers 200 (404 when the team does not exist). An update or delete
 * sending If-Match with another version than the team's answers 412 with the team as the list
 * shows it; without If-Match the last write wins. Every save bumps the version. An
 * Idempotency-Key repeat answers the first answer (without ETag) and changes nothing.
 */
import { array, object, optional, text, type Infer, type Validator } from './validate.ts'
import { id, idOrZero, ids, MAX_FIELD_TEXT } from './fields.ts'
import { route } from './route.ts'
import {
  answerId,
  answerObject,
  answerText,
  answerVersion,
  idTextAnswer,
  nullable,
} from './answer.ts'

/** The spec shows no body for team saves; the saved team's id is answered (for new teams). */
export interface TeamSaveResponse {
  id: number
}

/** The Team modal's Save needs a leader and at least one member (sales-activity-spec section 5). */
export function teamModalCanSave(team: Pick<TeamPayload, 'leaderId' | 'members'>): boolean {
  return team.leaderId > 0 && team.members.length > 0
}

const teamFields = (idRule: Validator<number>) =>
  object({
    /** 0 when creating. */
    id: idRule,
    name: optional(text({ max: MAX_FIELD_TEXT }), ''),
    /** 0 when the team has no leader (after the leader was removed from its card). */
    leaderId: idOrZero(),
    /** 0 when the team has no mentor. */
    mentorId: idOrZero(),
    /** User ids. */
    members: ids(),
  })
const teamCreate = teamFields(idOrZero())
const teamUpdate = teamFields(id())

/** POST /pipeline/team and PUT /pipeline/team/{id}. */
export type TeamPayload = Infer<typeof teamCreate>

/**
 * Ids are whole numbers (leaderId and mentorId 0 when none), members a list of distinct user ids;
 * name is text. With `mode: 'update'` the id must be set.
 */
export function teamPayload(mode: 'create' | 'update' = 'create'): Validator<TeamPayload> {
  return mode === 'update' ? teamUpdate : teamCreate
}

/**
 * A team of GET /Pipeline/team (teams by id): one mentor (or none), one leader (or none), many
 * members (by name); `text` is the person's name.
 */
const teamAnswer = answerObject({
  id: answerId(),
  name: answerText(),
  leader: nullable(idTextAnswer),
  mentor: nullable(idTextAnswer),
  members: array(idTextAnswer),
  version: answerVersion(),
})
export type Team = Infer<typeof teamAnswer>

const teamListAnswer = array(teamAnswer)
export type TeamList = Infer<typeof teamListAnswer>

/** The team calls (sales-activity-spec section 7). */
export const TEAM_ROUTES = {
  list: route({ method: 'GET', pattern: '/Pipeline/team', answer: teamListAnswer }),
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
