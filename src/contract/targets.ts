/**
 * Sales targets: save (also approve and reject), status and reads (sales-activity-spec 3, 4, 6, 7).
 *
 * A target is one unit's targets for one year: a tribe, an RM, a segment or a branch, with its
 * monthly amounts, a status and a version. Type "rm" is also the personal target: the personal
 * target screen and the Relationship Manager choice of the target dialog read and write the same
 * target (the unit id of an RM is the RM's user id).
 *
 * The approval state machine (status texts of TARGET_STATUS):
 * - not set: the unit has no target for the year (the status call answers 404);
 * - a save by the target's own person (an RM submitting their personal target) makes it Need
 *   approval, whatever it was: an approved or rejected target edited again goes back to Need
 *   approval, and a pending one stays pending with its new amounts;
 * - every other save is made by role 1 or 2 (a tribe, segment or branch target, or someone else's
 *   personal target) and makes it Targets approved at once: the manager who sets a target decides
 *   it, so those targets never wait for approval;
 * - Approve and Reject act on a Need approval target only, making it Targets approved or Targets
 *   rejected. The same decision again changes nothing (204, a retry); the other decision, or a
 *   decision on a target that does not need approval, answers 409; no target answers 404.
 *
 * Who may do what (403 otherwise; the server enforces every rule):
 * - roles 0 and 4 never write; the body's userId is the signed-in user;
 * - role 5 saves only its own personal target (type rm, id its own user id) and never rejects;
 * - roles 1 and 2 save every target;
 * - a personal target is approved by role 1 or 2, or by the leader or the mentor of a team the
 *   RM is a member or the leader of (teams of the team configuration); it is rejected by the same
 *   people except role 5. Tribe, segment and branch targets are decided by roles 1 and 2 only;
 * - nobody approves or rejects their own target;
 * - every signed-in user reads every target and status (the Sales Report charts every unit's
 *   target; leaders and mentors list their teams' statuses).
 *
 * self_target (the personal target read) is true exactly when the reader reads their own personal
 * target: the screen then offers Edit and Submit (self mode), never Approve or Reject, as the
 * server refuses those to the target's own person. For anyone else it is false: they see Approve
 * (and Reject, unless role 5) while the target needs approval and they may decide it.
 *
 * Versions: the reads answer the target's version (0 when not set) and send it in the ETag (with a
 * digest of the body: common.ts formatReadETag), which serves as If-Match. A save,
 * Approve or Reject sending If-Match with another version than the target's current one answers
 * 412 with the target as GET /Pipeline/target/{type}/{id}/{year} answers it, so two people acting
 * on one target conflict rather than overwrite each other; If-Match "0" expects no target yet.
 * Without If-Match the last write wins. A save answers 204 with the saved target's new version as
 * ETag (when it saved one target). An Idempotency-Key repeat answers the first answer (204, without
 * ETag) and changes nothing.
 */
import {
  array,
  boolean,
  decimal,
  fieldOf,
  literal,
  object,
  optional,
  refine,
  type FieldError,
  type Infer,
  type Simplify,
  type Validator,
} from './validate.ts'
import { amount, distinctBy, id, month, year } from './fields.ts'
import { route } from './route.ts'
import { answerObject, answerText, answerVersion, unchecked } from './answer.ts'

import { TARGET_KIND, TARGET_KINDS, type TargetAmount } from '../domain/targets.ts'
import { TARGET_TYPES, type TargetType } from '../domain/targetTypes.ts'

// The unit types ("rm" is also the personal target), the four kinds and the status texts.
export { TARGET_KIND, TARGET_STATUS } from '../domain/targets.ts'
export { TARGET_TYPES } from '../domain/targetTypes.ts'
export type { TargetAmount } from '../domain/targets.ts'
export type { TargetType } from '../domain/targetTypes.ts'

const targetAmount: Validator<TargetAmount> = refine(
  object({ id: literal(...TARGET_KINDS), amount: amount() }),
  (target, field) => {
    const counted = target.id === TARGET_KIND.proposals || target.id === TARGET_KIND.salesVisits
    return counted && !Number.isInteger(target.amount)
      ? {
          field: fieldOf(field, 'amount'),
          description: `${fieldOf(field, 'amount')} must be a whole number`,
        }
      : null
  },
)

const targetMonth = object({
  month: month(),
  year: year(),
  targets: optional(
    refine(array(targetAmount), (targets, field) =>
      distinctBy<TargetAmount>(
        (target) => target.id,
        `${field} must not hold the same target kind twice`,
      )(targets),
    ),
    [],
  ),
})
export type TargetMonth = Infer<typeof targetMonth>

/**
 * Required: id, type (tribe, rm, segment or branch), userId and at least one month row (unless
 * approving or rejecting); each row a month 1 to 12 and a year once, each target kind 1 to 4 once
 * with an amount of at least 0 (whole for kinds 1 and 2). Approve and Reject are not both true.
 * year is optional (a four-digit year). The server's further refusals (400): an unknown unit, rows
 * of another year than `year`, rows of several years with If-Match, a decision naming no one year.
 */
export const targetPayload = refine(
  object({
    /**
     * The tribe, RM (user), segment or branch id the target is for (400 when it does not
     * exist).
     */
    id: id(),
    type: literal(...TARGET_TYPES),
    /** The acting user. */
    userId: id(),
    /**
     * The target's year: needed by Approve or Reject sent without rows; when sent, every row
     * must be of this year.
     */
    year: optional(year(), undefined),
    items: optional(array(targetMonth), []),
    Approve: optional(boolean(), false),
    Reject: optional(boolean(), false),
  }),
  (target) => {
    const errors: FieldError[] = []
    if (target.Approve && target.Reject)
      errors.push({ field: 'Reject', description: 'Approve and Reject cannot both be true' })
    if (!target.Approve && !target.Reject && target.items.length === 0)
      errors.push({ field: 'items', description: 'items must hold at least 1 entry' })
    const months = new Set(target.items.map((row) => `${row.year}-${row.month}`))
    if (months.size !== target.items.length)
      errors.push({
        field: 'items',
        description: 'items must not hold the same month and year twice',
      })
    return errors
  },
)
type TargetFields = Infer<typeof targetPayload>

/**
 * POST /pipeline/target (answers 204). Without Approve or Reject it saves (submits) the unit's
 * targets: the rows of each year replace that year's target (months and kinds not sent are 0
 * afterwards; a year's target holds the months sent). Rows may span years, each year being its own
 * target with its own status and version; with If-Match the rows must be of one year (400).
 *
 * Approve or Reject true acts on one pending target: the one of `year`, or of the rows' one year
 * (400 when neither names exactly one year). Rows sent with a decision are not saved: an approver
 * does not edit (send If-Match so a target changed since it was read is not decided unseen).
 *
 * `year` may be left out (the schema reads it as undefined).
 */
export type TargetPayload = Simplify<
  Omit<TargetFields, 'year'> & Partial<Pick<TargetFields, 'year'>>
>

/** A month row as reads answer it: its month and year and the four amounts checked. */
const targetMonthAnswer = answerObject({
  month: month(),
  year: year(),
  no_proposal: decimal(),
  sales_visit: decimal(),
  proposal_value: decimal(),
  sales: decimal(),
})
/** One month as target reads show it. */
export type TargetMonthRead = Infer<typeof targetMonthAnswer>

/**
 * GET /pipeline/target/status/{year}/{userId}: the personal target's status text and version; 404
 * when the user has no target that year (the client shows not set) or does not exist.
 */
const targetStatusAnswer = answerObject({ text: answerText(), version: answerVersion() })
export type TargetStatusResponse = Infer<typeof targetStatusAnswer>

/**
 * GET /Pipeline/target/{type}/{id}/{year}: the monthly rows of a unit's target, the months it
 * holds in order (none when not set: status 'Targets not set.', targetId and version 0); 404 when
 * the unit does not exist. Also the body of a 412 answer of POST /pipeline/target.
 */
const unitTargetAnswer = answerObject({
  /** The unit's id, as the save payload's `id`. */
  id: unchecked<number>(),
  type: unchecked<TargetType>(),
  year: unchecked<number>(),
  /** The target's own id; 0 when not set. */
  targetId: unchecked<number>(),
  status: answerText(),
  items: array(targetMonthAnswer),
  version: answerVersion(),
})
export type UnitTarget = Infer<typeof unitTargetAnswer>

/**
 * GET /Pipeline/target/{year}/{userId}: a personal target, twelve rows January to December (0 for
 * amounts not set); when not set, status 'Targets not set.', id and version 0. 404 when the user
 * does not exist.
 */
const individualTargetAnswer = answerObject({
  /** The target's id; 0 when not set. */
  id: unchecked<number>(),
  userId: unchecked<number>(),
  year: unchecked<number>(),
  status: answerText(),
  /**
   * True exactly when the reader reads their own personal target (userId is the signed-in user):
   * self mode, Edit and Submit; never Approve or Reject.
   */
  self_target: boolean(),
  items: array(targetMonthAnswer),
  version: answerVersion(),
})
export type IndividualTarget = Infer<typeof individualTargetAnswer>

/**
 * The target calls (sales-activity-spec section 7). A server registers `status` before `read`:
 * both patterns have three segments after /target.
 */
export const TARGET_ROUTES = {
  /** Answers 204. */
  save: route<void, Record<string, never>, TargetPayload>({
    method: 'POST',
    pattern: '/pipeline/target',
    status: 204,
    body: targetPayload,
  }),
  status: route({
    method: 'GET',
    pattern: '/pipeline/target/status/:year/:userId',
    params: object({ year: year(), userId: id() }),
    answer: targetStatusAnswer,
  }),
  read: route({
    method: 'GET',
    pattern: '/Pipeline/target/:type/:id/:year',
    params: object({ type: literal(...TARGET_TYPES), id: id(), year: year() }),
    answer: unitTargetAnswer,
  }),
  individual: route({
    method: 'GET',
    pattern: '/Pipeline/target/:year/:userId',
    params: object({ year: year(), userId: id() }),
    answer: individualTargetAnswer,
  }),
}
