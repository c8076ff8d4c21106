/** Sales targets: save (also approve and reject), status and reads (sales-activity-spec 3, 4, 7). */
import {
  array,
  boolean,
  fieldOf,
  literal,
  object,
  optional,
  refine,
  type FieldError,
  type Validator,
} from './validate.ts'
import { amount, distinctBy, id, month, year } from './fields.ts'
import { route } from './route.ts'

/** The unit a target is set for, lowercased; "rm" is also the personal target. */
export const TARGET_TYPES = ['tribe', 'rm', 'segment', 'branch'] as const
export type TargetType = (typeof TARGET_TYPES)[number]

/** The four target amounts, by id. */
export const TARGET_KIND = { proposals: 1, salesVisits: 2, proposalValue: 3, sales: 4 } as const
export type TargetKind = (typeof TARGET_KIND)[keyof typeof TARGET_KIND]
const TARGET_KINDS: readonly TargetKind[] = [1, 2, 3, 4]

/** Status texts of a target as the status call and target reads answer them. */
export const TARGET_STATUS = {
  notSet: 'Targets not set.',
  needApproval: 'Need approval',
  approved: 'Targets approved',
  rejected: 'Targets rejected',
} as const

export interface TargetAmount {
  id: TargetKind
  /** A count for kinds 1 and 2, an IDR amount for kinds 3 and 4. */
  amount: number
}

export interface TargetMonth {
  month: number
  year: number
  targets: TargetAmount[]
}

/** POST /pipeline/target (answers 204). Approve or Reject true acts on a pending target. */
export interface TargetPayload {
  /** The tribe, RM (user), segment or branch id the target is for. */
  id: number
  type: TargetType
  /** The acting user. */
  userId: number
  items: TargetMonth[]
  Approve: boolean
  Reject: boolean
}

/** GET /pipeline/target/status/{year}/{userId} (a 404 means no target: tolerated). */
export interface TargetStatusResponse {
  text: string
}

/** One month as target reads show it. */
export interface TargetMonthRead {
  month: number
  year: number
  no_proposal: number
  sales_visit: number
  proposal_value: number
  sales: number
}

/** GET /Pipeline/target/{type}/{id}/{year}: the monthly rows of a unit's target. */
export interface UnitTarget {
  id: number
  type: TargetType
  status: string
  items: TargetMonthRead[]
}

/** GET /Pipeline/target/{year}/{userId}: a personal target, twelve rows January to December. */
export interface IndividualTarget {
  id: number
  userId: number
  year: number
  status: string
  /** Whether the user sets this target for themself (then Submit, not Approve). */
  self_target: boolean
  items: TargetMonthRead[]
}

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

const targetMonth: Validator<TargetMonth> = object({
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

/**
 * Required: id, type (tribe, rm, segment or branch), userId and at least one month row (unless
 * approving or rejecting); each row a month 1 to 12 and a year once, each target kind 1 to 4 once
 * with an amount of at least 0 (whole for kinds 1 and 2). Approve and Reject are not both true.
 */
export const targetPayload: Validator<TargetPayload> = refine(
  object({
    id: id(),
    type: literal(...TARGET_TYPES),
    userId: id(),
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
  status: route<TargetStatusResponse, { year: number; userId: number }>({
    method: 'GET',
    pattern: '/pipeline/target/status/:year/:userId',
    params: object({ year: year(), userId: id() }),
  }),
  read: route<UnitTarget, { type: TargetType; id: number; year: number }>({
    method: 'GET',
    pattern: '/Pipeline/target/:type/:id/:year',
    params: object({ type: literal(...TARGET_TYPES), id: id(), year: year() }),
  }),
  individual: route<IndividualTarget, { year: number; userId: number }>({
    method: 'GET',
    pattern: '/Pipeline/target/:year/:userId',
    params: object({ year: year(), userId: id() }),
  }),
}
