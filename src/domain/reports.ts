/**
 * Sales report maths (sales-activity-spec sections 2, 3 and 9; api-notes.md: "the client computes
 * totals and percentages").
 */
import { digitCount } from './money.ts'
import { ROLE, type Actor } from './permissions.ts'

/** Shown when both amounts are zero. */
export const PERCENT_SAME = '='
/** Shown when the base is zero and the other amount is not. */
export const PERCENT_BLANK = ''

export type PercentChange = number | typeof PERCENT_SAME | typeof PERCENT_BLANK

const finite = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0

/** (current - previous) / previous x 100, truncated to an integer; '=' when both are zero; blank when only the base is zero. */
export function percentChange(current: number, previous: number): PercentChange {
  const now = finite(current)
  const base = finite(previous)
  if (base === 0) return now === 0 ? PERCENT_SAME : PERCENT_BLANK
  const change = truncatedPercent(now - base, base)
  return change === 0 ? 0 : change
}

/**
 * trunc(part x 100 / whole), in whole arithmetic when both are whole numbers (29 of 100 is 29,
 * where floating point makes 0.29 x 100 28.999...); whole is not 0.
 */
function truncatedPercent(part: number, whole: number): number {
  return Number.isSafeInteger(part) && Number.isSafeInteger(whole)
    ? Number((BigInt(part) * 100n) / BigInt(whole))
    : Math.trunc((part * 100) / whole)
}

/** A percent as a table shows it: '12%', '-3%', '=' or blank. */
export function formatPercentChange(change: PercentChange): string {
  return typeof change === 'number' ? `${change}%` : change
}

export const AMOUNT_COLUMN_WIDTH = 130
export const WIDE_AMOUNT_COLUMN_WIDTH = 150
export const AMOUNT_COLUMN_MAX_DIGITS = 14

/** 130 when the longest figure has up to 14 digits, else 150. */
export function amountColumnWidth(amounts: readonly number[]): number {
  const longest = amounts.reduce((max, amount) => Math.max(max, digitCount(amount)), 0)
  return longest <= AMOUNT_COLUMN_MAX_DIGITS ? AMOUNT_COLUMN_WIDTH : WIDE_AMOUNT_COLUMN_WIDTH
}

/** A report table row as answered: three amounts under `header.headers` (e.g. year-2, year-1, year). */
export interface ReportItem {
  text: string
  amount1: number
  amount2: number
  amount3: number
}

/** percent1 compares amount2 with amount1, percent2 amount3 with amount2. */
export interface ReportRow extends ReportItem {
  percent1: PercentChange
  percent2: PercentChange
}

export interface ReportTotals {
  total1: number
  total2: number
  total3: number
  total_percent1: PercentChange
  total_percent2: PercentChange
}

export function reportRow(item: ReportItem): ReportRow {
  return {
    ...item,
    percent1: percentChange(item.amount2, item.amount1),
    percent2: percentChange(item.amount3, item.amount2),
  }
}

export function reportTotals(items: readonly ReportItem[]): ReportTotals {
  const total1 = items.reduce((sum, item) => sum + finite(item.amount1), 0)
  const total2 = items.reduce((sum, item) => sum + finite(item.amount2), 0)
  const total3 = items.reduce((sum, item) => sum + finite(item.amount3), 0)
  return {
    total1,
    total2,
    total3,
    total_percent1: percentChange(total2, total1),
    total_percent2: percentChange(total3, total2),
  }
}

/** The four figures of team and individual report rows, totalled on the client (the Total row). */
export interface SalesFigures {
  nProposals: number
  visits: number
  proposalValue: number
  sales: number
}

export function salesFiguresTotal(rows: readonly SalesFigures[]): SalesFigures {
  return rows.reduce<SalesFigures>(
    (total, row) => ({
      nProposals: total.nProposals + finite(row.nProposals),
      visits: total.visits + finite(row.visits),
      proposalValue: total.proposalValue + finite(row.proposalValue),
      sales: total.sales + finite(row.sales),
    }),
    { nProposals: 0, visits: 0, proposalValue: 0, sales: 0 },
  )
}

/** Report units, as the paths name them, and their selector labels. Default unit: Tribe. */
export const REPORT_UNITS = [
  { unit: 'tribe', label: 'Tribe' },
  { unit: 'rm', label: 'Relationship manager' },
  { unit: 'branch', label: 'Branch' },
  { unit: 'segment', label: 'Segment' },
] as const
export type ReportUnit = (typeof REPORT_UNITS)[number]['unit']
export const DEFAULT_REPORT_UNIT: ReportUnit = 'tribe'

/** Default tribe id (core-spec section 9; the report's item selector starts on it). */
export const DEFAULT_TRIBE_ID = 1
/** The extra item of the Tribe selector; its report path uses 'all'. */
export const ALL_TRIBES_LABEL = 'All Tribes'

/** The four area charts, in order. */
export const CHART_TITLES = ['No. Proposals', 'Sales visit', 'Proposal value', 'Sales'] as const

/**
 * Achievement of a target: trunc(actual / target x 100), 0 when there is no target (0 or less)
 * or a figure is not a number.
 */
export function achievementPercent(actual: number, target: number): number {
  const done = finite(actual)
  const goal = finite(target)
  if (goal <= 0) return 0
  // 115,000,000 of 100,000,000 is 115, not 114.99999.
  const percent = truncatedPercent(done, goal)
  return percent === 0 ? 0 : percent
}

/** The average of achievements, truncated (the exports' aveAch); 0 for none. */
export function averageAchievement(achievements: readonly number[]): number {
  if (achievements.length === 0) return 0
  const sum = achievements.reduce((total, value) => total + finite(value), 0)
  const average = Math.trunc(sum / achievements.length)
  return average === 0 ? 0 : average
}

/**
 * A summary card's percent as a number: percentChange truncated; 0 when both amounts are zero
 * ('='), and 0 with `noBase` when only the base is zero (the blank case: the note says so).
 */
export function cardPercent(
  current: number,
  previous: number,
): { percent: number; noBase: boolean } {
  const change = percentChange(current, previous)
  if (change === PERCENT_BLANK) return { percent: 0, noBase: true }
  return { percent: change === PERCENT_SAME ? 0 : change, noBase: false }
}

/** What a summary card's note adds when its comparison has no base (the previous amount is 0). */
export const NO_BASE_NOTE = 'no base'

/** A team as far as report rights go (the teams call's shape: leader, mentor, members). */
export interface ReportTeam {
  leader: { id: number } | null
  mentor: { id: number } | null
  members: readonly { id: number }[]
}

const isManagerRole = (roleId: number): boolean => roleId === ROLE.admin || roleId === ROLE.manager

/**
 * The Sales Report's calls (summary cards, projected revenue, invoice comparison, unit charts,
 * the individual sales report of every RM, the chart and all-tribes exports): roles 1 and 2.
 */
export function canReadSalesReport(actor: Pick<Actor, 'roleId'>): boolean {
  return isManagerRole(actor.roleId)
}

/**
 * One person's report (individual summary and charts, visit and proposal lists and exports):
 * roles 1 and 2 anyone's; role 5 its own, or that of a person (leader, mentor or member) of a
 * team it leads or mentors. `teams` may hold any teams: only those the actor leads or mentors
 * count. Every other role never.
 */
export function canReadIndividualReport(
  actor: Actor,
  userId: number,
  teams: readonly ReportTeam[],
): boolean {
  if (isManagerRole(actor.roleId)) return true
  if (actor.roleId !== ROLE.rm) return false
  if (userId === actor.id) return true
  return teams.some(
    (team) =>
      (team.leader?.id === actor.id || team.mentor?.id === actor.id) &&
      (team.leader?.id === userId ||
        team.mentor?.id === userId ||
        team.members.some((member) => member.id === userId)),
  )
}

/**
 * The leader, mentor and team proposal calls: asked by roles 1, 2 and 5 for themselves only
 * (`userId` is the caller); the answer then says whether they lead or mentor a team.
 */
export function canReadTeamReport(actor: Actor, userId: number): boolean {
  return userId === actor.id && (isManagerRole(actor.roleId) || actor.roleId === ROLE.rm)
}
