/**
 * Team ops (sales-activity-spec "Team configuration", sections 4 and 7): create a team, save it
 * (the Team modal's Save, and removing a leader, mentor or member from its card, which saves the
 * team without that person), and delete it. They act on the `teams` row (the list call's Team).
 * A save sends the whole team (the server replaces its name and people), so each op carries the
 * team as the person left it, with the people's names for the card while it waits.
 *
 * Create answers `{ id }` (the team at version 1), update `{ id }`, delete 200; the new version
 * travels only as ETag, and every save bumps it, so an update's is its If-Match + 1. A 412 answers
 * the team as the list shows it.
 */
import type { IdText } from '../../contract/common.ts'
import { pathOf } from '../../contract/route.ts'
import { TEAM_ROUTES, type TeamPayload } from '../../contract/teams.ts'
import { check } from '../../contract/validate.ts'
import {
  defineCreateOp,
  defineOp,
  defineUpdateOp,
  numberFields,
  type WriteBack,
} from '../../sync/opType.ts'
import { fieldsOf, NOT_CHANGED, sends } from '../../sync/payloadFields.ts'
import type { Row } from '../../sync/syncDb.ts'

/** A person the payload names by id, with the name the card shows. */
type Named<Id extends number> = IdText & { id: Id }

/**
 * What a save sets: the team payload's name and people (teamPayloadOf), each person with the name
 * the card shows.
 */
export type TeamFields = Pick<TeamPayload, 'name'> & {
  /** null: no leader (removed from the card); sent as leaderId 0. */
  leader: Named<TeamPayload['leaderId']> | null
  /** null: no mentor; sent as mentorId 0. */
  mentor: Named<TeamPayload['mentorId']> | null
  members: Named<TeamPayload['members'][number]>[]
}

export type TeamCreateArgs = TeamFields & {
  /** A temp id, given when the op is queued. */
  teamId: number
}

export type TeamUpdateArgs = TeamFields & { teamId: number }

export type TeamDeleteArgs = {
  teamId: number
  /** Shown in the outbox while the delete waits. */
  name: string
}

const copyPerson = (person: IdText | null): IdText | null =>
  person ? { id: person.id, text: person.text } : null

/** The row fields a save sets. */
function teamRowFields(fields: TeamFields): Row {
  return {
    name: fields.name,
    leader: copyPerson(fields.leader),
    mentor: copyPerson(fields.mentor),
    members: fields.members.map((member) => ({ id: member.id, text: member.text })),
  }
}

/** The save payload: ids only, 0 for no leader or mentor. */
export function teamPayloadOf(id: number, fields: TeamFields): TeamPayload {
  return {
    id,
    name: fields.name,
    leaderId: fields.leader?.id ?? 0,
    mentorId: fields.mentor?.id ?? 0,
    members: fields.members.map((member) => member.id),
  }
}

/**
 * The body of a 412: the team as the list shows it, read by the list's own schema (so reading the
 * state it gives again answers the same state, as take theirs does); null for any other body.
 */
export function teamServerState(body: unknown): Row | null {
  const list = TEAM_ROUTES.list.answer
  if (!list) return null
  const checked = check(list, [body])
  if (!checked.ok) return null
  const [team] = checked.value
  return team ? { ...team } : null
}

/** `{ id }` of the new team, which the server holds at version 1. */
function createdTeam(answer: unknown): WriteBack {
  const { id } = numberFields(answer, ['id'])
  return { patch: { version: 1 }, ...(typeof id === 'number' ? { id } : {}) }
}

/** A save bumps the version it was sent on (If-Match); unknown when it was sent without one. */
const bumped = (_answer: unknown, baseVersion?: number | null): WriteBack => ({
  patch: typeof baseVersion === 'number' ? { version: baseVersion + 1 } : {},
})

export const teamCreate = defineCreateOp<TeamCreateArgs>({
  type: 'team.create',
  label: 'Add team',
  table: 'teams',
  kind: 'create',
  idArg: 'teamId',
  refs: {},
  ifMatch: false,
  // Version 0 until the server answers; later edits made offline are rebased on its answer.
  local: (args) => ({ ...teamRowFields(args), version: 0 }),
  request: (args) => ({
    method: TEAM_ROUTES.create.method,
    path: pathOf(TEAM_ROUTES.create, {}),
    body: teamPayloadOf(0, args),
  }),
  writeBack: createdTeam,
  serverState: () => null,
})

/** PUT /pipeline/team/{id}: the Team modal's Save of a team, or a person removed from its card. */
export const teamUpdate = defineUpdateOp<TeamUpdateArgs>({
  type: 'team.update',
  label: 'Edit team',
  table: 'teams',
  kind: 'update',
  idArg: 'teamId',
  refs: {},
  ifMatch: true,
  local: (args) => teamRowFields(args),
  request: (args) => ({
    method: TEAM_ROUTES.update.method,
    path: pathOf(TEAM_ROUTES.update, { id: args.teamId }),
    body: teamPayloadOf(args.teamId, args),
  }),
  writeBack: bumped,
  serverState: teamServerState,
  fields: fieldsOf<TeamPayload>()({
    id: NOT_CHANGED,
    name: sends('name'),
    leaderId: sends('leader'),
    mentorId: sends('mentor'),
    members: sends('members'),
  }),
  merges: true,
})

/** DELETE /pipeline/team/{teamId}/{currentUserId}. */
export const teamDelete = defineOp<TeamDeleteArgs>({
  type: 'team.delete',
  label: 'Delete team',
  table: 'teams',
  kind: 'delete',
  idArg: 'teamId',
  refs: {},
  ifMatch: true,
  local: () => ({}),
  request: ({ teamId }, { userId }) => ({
    method: TEAM_ROUTES.remove.method,
    path: pathOf(TEAM_ROUTES.remove, { teamId, currentUserId: userId }),
  }),
  writeBack: () => ({ patch: {} }),
  serverState: teamServerState,
  // Someone else deleted it first: what the person wanted holds.
  alreadyApplied: (status) => status === 404,
})
