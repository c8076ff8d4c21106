/** Sales targets and their approval (sales-activity-spec sections 2, 3, 4, 5, 6 and 9). */
import { ROLE, type Actor } from './permissions.ts'
import type { TargetType } from './targetTypes.ts'

/** Target amounts by id, as the personal target payload gives them. */
export const TARGET_KIND = { proposals: 1, salesVisits: 2, proposalValue: 3, sales: 4 } as const
export type TargetKindId = (typeof TARGET_KIND)[keyof typeof TARGET_KIND]
export const TARGET_KINDS: readonly TargetKindId[] = [1, 2, 3, 4]

export const MONTHS_IN_TARGET = 12

/** One monthly row as read and edited (no_proposal, sales_visit, proposal_value, sales). */
export interface TargetMonthRow {
  month: number | null
  year: number | null
  no_proposal: number
  sales_visit: number
  proposal_value: number
  sales: number
}

export interface TargetAmount {
  id: TargetKindId
  /**
   * A count for kinds 1 and 2 (whole), an IDR amount for kinds 3 and 4, stored rounded to whole
   * rupiah as proposal values are.
   */
  amount: number
}

const finite = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0

/** The four amounts of a row in payload order: 1 proposals, 2 visits, 3 value, 4 sales. */
export function targetAmounts(row: TargetMonthRow): TargetAmount[] {
  return [
    { id: TARGET_KIND.proposals, amount: finite(row.no_proposal) },
    { id: TARGET_KIND.salesVisits, amount: finite(row.sales_visit) },
    { id: TARGET_KIND.proposalValue, amount: finite(row.proposal_value) },
    { id: TARGET_KIND.sales, amount: finite(row.sales) },
  ]
}

/** The personal target screen: twelve rows, January to December, all zero. */
export function emptyYearTargetRows(year: number): TargetMonthRow[] {
  return Array.from({ length: MONTHS_IN_TARGET }, (_, index) => ({
    month: index + 1,
    year,
    no_proposal: 0,
    sales_visit: 0,
    proposal_value: 0,
    sales: 0,
  }))
}

/**
 * A new row is added (when the last row's Sales field is focused) only if the last row has both a
 * month and a year, and never beyond 12 rows. An empty dialog may always add its first row.
 */
export function canAddTargetRow(rows: readonly Pick<TargetMonthRow, 'month' | 'year'>[]): boolean {
  if (rows.length >= MONTHS_IN_TARGET) return false
  const last = rows[rows.length - 1]
  if (!last) return true
  return Boolean(last.month) && Boolean(last.year)
}

export type TargetStatus = 'notSet' | 'needApproval' | 'approved' | 'rejected'

/** Status texts as the server writes them (and the status call and target reads answer them). */
export const TARGET_STATUS = {
  notSet: 'Targets not set.',
  needApproval: 'Need approval',
  approved: 'Targets approved',
  rejected: 'Targets rejected',
} as const satisfies Record<TargetStatus, string>

/**
 * Reads any of the status texts seen: 'Targets not set.' / 'Not Submitted yet', 'Need approval' /
 * 'pending', 'Targets approved' / 'Approved', 'Targets rejected' / 'Rejected'. Unknown or missing
 * texts count as not set.
 */
export function targetStatusOf(text: string | null | undefined): TargetStatus {
  const normalised = (text ?? '').trim().toLowerCase()
  if (normalised.includes('need approval') || normalised === 'pending') return 'needApproval'
  if (normalised.includes('reject')) return 'rejected'
  if (normalised.includes('approved')) return 'approved'
  return 'notSet'
}

/** The account page's button: 'Detail Target' when the status is Need approval or approved. */
export function targetButtonLabel(status: TargetStatus): 'Detail Target' | 'Add Target' {
  return status === 'needApproval' || status === 'approved' ? 'Detail Target' : 'Add Target'
}

export const TARGET_MODES = [
  'add',
  'edit',
  'detail',
  'pending',
  'self',
  'approve',
  'rejected',
] as const
export type TargetMode = (typeof TARGET_MODES)[number]

/** Inputs are enabled only in add or edit mode. */
export function targetInputsEnabled(mode: TargetMode): boolean {
  return mode === 'add' || mode === 'edit'
}

/** Edit shows in detail, pending and self modes and switches to edit mode. */
export function targetEditVisible(mode: TargetMode): boolean {
  return mode === 'detail' || mode === 'pending' || mode === 'self'
}

/** Submit follows editing or adding. */
export function targetSubmitVisible(mode: TargetMode): boolean {
  return targetInputsEnabled(mode)
}

/** Approve is offered in pending mode. */
export function targetApproveVisible(mode: TargetMode): boolean {
  return mode === 'pending'
}

/** Reject is offered in pending mode, except to role 5. */
export function targetRejectVisible(mode: TargetMode, roleId: number): boolean {
  return mode === 'pending' && roleId !== ROLE.rm
}

export type TeamRowTargetAction = 'openForApproval' | 'openDetail' | 'view' | 'none'

/**
 * What a row of the leader or mentor team table offers: a leader opens a Need approval row for
 * approval; approved rows show a view icon; mentor rows open the detail unless approved.
 */
export function teamRowTargetAction(
  table: 'leader' | 'mentor',
  status: TargetStatus,
): TeamRowTargetAction {
  if (status === 'approved') return 'view'
  if (table === 'mentor') return 'openDetail'
  return status === 'needApproval' ? 'openForApproval' : 'none'
}

/** The unit a target is set for: a tribe, an RM (a user: the personal target), a segment or a branch. */
export interface TargetUnit {
  type: TargetType
  id: number
}

/** Whether a target is someone's personal target: an RM's, read or written by that RM. */
export const isOwnTarget = (unit: TargetUnit, userId: number): boolean =>
  unit.type === 'rm' && unit.id === userId

const isManager = (actor: Actor): boolean =>
  actor.roleId === ROLE.admin || actor.roleId === ROLE.manager

/** Saving a target: roles 1 and 2 every target, role 5 its own personal target only. */
export function maySaveTarget(actor: Actor, unit: TargetUnit): boolean {
  return isManager(actor) || (actor.roleId === ROLE.rm && isOwnTarget(unit, actor.id))
}

/** A save by the target's own person needs approval; a manager's save is approved at once. */
export const savedTargetStatus = (actor: Actor, unit: TargetUnit): TargetStatus =>
  isOwnTarget(unit, actor.id) ? 'needApproval' : 'approved'

export type TargetDecision = 'approve' | 'reject'

/**
 * Who approves or rejects a target: never its own person; roles 1 and 2 every other target; role
 * 5 approves (never rejects) the personal target of an RM of a team it leads or mentors
 * ('whenLeadsOrMentors': the caller knows the teams). The server and the screen both ask this.
 */
export function targetDecisionRight(
  actor: Actor,
  unit: TargetUnit,
  decision: TargetDecision,
): 'allowed' | 'refused' | 'whenLeadsOrMentors' {
  if (isOwnTarget(unit, actor.id)) return 'refused'
  if (isManager(actor)) return 'allowed'
  if (actor.roleId !== ROLE.rm || decision === 'reject' || unit.type !== 'rm') return 'refused'
  return 'whenLeadsOrMentors'
}

/** A team as far as target decisions go. */
export interface TeamPeople {
  leader: { id: number } | null
  mentor: { id: number } | null
  members: readonly { id: number }[]
}

/** Whether the user leads or mentors a team the RM is a member or the leader of. */
export function leadsOrMentors(teams: readonly TeamPeople[], userId: number, rmId: number) {
  return teams.some(
    (team) =>
      (team.leader?.id === userId || team.mentor?.id === userId) &&
      (team.leader?.id === rmId || team.members.some((member) => member.id === rmId)),
  )
}

/** Whether the user may approve (or reject) the target, knowing the teams. */
export function mayDecideTarget(
  actor: Actor,
  unit: TargetUnit,
  decision: TargetDecision,
  teams: readonly TeamPeople[],
): boolean {
  const right = targetDecisionRight(actor, unit, decision)
  return (
    right === 'allowed' ||
    (right === 'whenLeadsOrMentors' && leadsOrMentors(teams, actor.id, unit.id))
  )
}

/**
 * The RMs whose personal targets wait on this user: every RM for roles 1 and 2, the members and
 * leaders of the teams a role-5 user leads or mentors; never the user.
 */
export function approvableRmIds(
  actor: Actor,
  rmIds: readonly number[],
  teams: readonly TeamPeople[],
): number[] {
  return rmIds.filter((rmId) => mayDecideTarget(actor, { type: 'rm', id: rmId }, 'approve', teams))
}

/**
 * The personal target screen's mode. The target's own person adds it while not set and otherwise
 * sees it in self mode (Edit and Submit again, also after an approval or a rejection); someone who
 * may decide a target that needs approval sees pending mode (Approve, and Reject unless role 5);
 * a rejected target is shown in rejected mode, one not set to a manager in add mode, anything else
 * in detail mode. Edit switches to edit mode.
 */
export function personalTargetMode(view: {
  actor: Actor
  userId: number
  status: TargetStatus
  mayDecide: boolean
  editing: boolean
}): TargetMode {
  const { actor, userId, status, mayDecide, editing } = view
  if (editing) return 'edit'
  if (actor.id === userId) return status === 'notSet' ? 'add' : 'self'
  if (status === 'needApproval' && mayDecide) return 'pending'
  if (status === 'rejected') return 'rejected'
  if (status === 'notSet' && maySaveTarget(actor, { type: 'rm', id: userId })) return 'add'
  return 'detail'
}

/** The confirmations of Approve and Reject (the spec asks for them without their text). */
export const TARGET_DECISION_CONFIRM: Readonly<
  Record<TargetDecision, { title: string; yes: string }>
> = {
  approve: { title: 'Are you sure approve this target?', yes: 'Yes, Approve' },
  reject: { title: 'Are you sure reject this target?', yes: 'Yes, Reject' },
}
