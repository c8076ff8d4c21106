/**
 * The report figures, computed in SQL from the rows as they are (a visit saved a minute ago
 * counts). Every report, chart, team table and export of the reference API keeps to these
 * definitions.
 *
 * Dates: calendar dates in Asia/Jakarta (the provider's time zone); "now" is the server's
 * current date there (clock.ts). A period is whole months of a year, or a date range whose open
 * ends (0 in a path) are unbounded.
 *
 * The four figures of a unit item over a period:
 * - No. Proposals: the proposals whose date (sent_date, else created_at's date) falls in the
 *   period, on deals attributed to the item (every proposal of a deal counts, not only its
 *   latest).
 * - Sales visit: the visits whose visit_date falls in the period, attributed to the item.
 * - Proposal value: the sum of those proposals' proposal_value, weighted by the item's share.
 * - Sales: the sum of the amounts of invoices with status 'invoiced' whose invoice_date falls in
 *   the period, weighted by the item's share.
 *
 * Attribution by unit:
 * - tribe: proposals by deal_tribes, invoices by invoice_tribes, visits by visit_tribes; amounts
 *   weighted by the share's percent / 100, counts count 1 for every tribe listed. The "All
 *   Tribes" item (id 0) counts every row once at its full amount.
 * - rm: proposals by deal_rms, invoices by invoice_rms, visits by visit_rms (a visit with no
 *   visit_rms rows counts for the user who recorded it); amounts weighted by percent / 100.
 * - branch and segment: the deal's branch_id / segment_id for proposals; the invoice's for
 *   invoices, else its deal's; for visits the deal's, else the visiting user's; full amounts.
 * A row attributed to nobody (no share, no branch) counts for no item of that unit.
 * Money is integral IDR: each weighted sum is rounded to a whole number at the end (per answered
 * figure: per month in charts, per period in tables), never per row.
 *
 * Unit item lists: every tribe, branch and segment; the RMs are the users of role 5 not deleted
 * (deleted_at set); all ordered by name.
 *
 * Target of an item for a month and figure: the amount of the target_items of the item's target
 * of that year (targets.type = unit, subject_id = item id) with target_type 1 No. Proposals,
 * 2 Sales visit, 3 Proposal value, 4 Sales, whatever the target's status but 'Targets rejected';
 * "All Tribes" sums every tribe's target. No target is 0. Achievement = trunc(actual / target x
 * 100), 0 when the target is 0 (domain/reports.ts achievementPercent).
 *
 * Projected revenue of a month (the projected table and the first summary card): the invoices
 * dated in the month, to be invoiced and invoiced alike, at their amounts; plus the invoice
 * periods (proposal_invoices) dated in the month of the current (latest) proposal of each open
 * deal, as the projection board shows them, that no invoice was made from
 * (invoices.proposal_invoice_id), at amount x the deal's probability / 100. Weighted by the
 * item's share for tribe and rm (invoice shares for invoices, deal shares for periods), the
 * deal's (or invoice's) branch or segment otherwise; all units together: every row once.
 *
 * Summary cards (summary.ts): a card's percent is percentChange truncated, 0 for '=' (both 0),
 * and 0 when the base is 0 while the amount is not, its note then ending '(no base)'.
 *
 * Team reports (teams.ts): the Individual Sales Report has a row per RM; a leader's (mentor's)
 * report is the first team, by id, the user leads (mentors): leader, mentor, then members by name.
 * A tribe filter keeps the people whose own tribe (users.tribe_id) is listed, in every table. A
 * person's status is its personal target's of the report's year; of a dated report, the year of
 * its end date, else of its start date, else the current year.
 *
 * Lists and their exports (lists.ts): a person's visits are those it recorded or that name it
 * among their RMs; its proposals those on deals naming it among the RMs or that it sent; ranges
 * include both ends. A team's proposals are those of every person (leader, mentor, members) of
 * the teams the user leads or mentors.
 *
 * The chart export (exports.ts) has a Proposal row per proposal counted by the chart, its amount
 * weighted as Proposal value weighs it, and a Sales Call row per visit counted by the chart, in
 * the visit export's columns (a visit has no amount of its own).
 */
import type { ReportUnit } from '../../contract/reports.ts'
import { PROVIDER_TIME_ZONE } from '../../contract/validate.ts'
import type { SalesFigures } from '../../domain/reports.ts'
import { TARGET_KIND, TARGET_STATUS } from '../../domain/targets.ts'
import type { Db } from '../db/db.ts'

/** A unit, or every row once ('all': the All Tribes item, the summary cards). */
export type FigureScope = ReportUnit | 'all'

/** The item id of scope 'all'. */
export const ALL_ITEMS = 0

/** Dates from `from` (inclusive) to `until` (exclusive), YYYY-MM-DD or ±infinity. */
export interface Period {
  from: string
  until: string
}

const pad2 = (value: number): string => String(value).padStart(2, '0')
const firstOfMonth = (year: number, month: number): string => {
  const index = year * 12 + month - 1
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad2((index % 12) + 1)}-01`
}

/** The whole months fromMonth..toMonth of `year`. */
export function monthsPeriod(year: number, fromMonth: number, toMonth: number): Period {
  return { from: firstOfMonth(year, fromMonth), until: firstOfMonth(year, toMonth + 1) }
}

/** The whole months from `first` to `last` (both included), across years. */
export function monthSpan(
  first: { year: number; month: number },
  last: { year: number; month: number },
): Period {
  return { from: firstOfMonth(first.year, first.month), until: firstOfMonth(last.year, last.month + 1) }
}

/** A date range, both ends inclusive; null is an open end. */
export function datesPeriod(fromDate: string | null, toDate: string | null): Period {
  if (toDate === null) return { from: fromDate ?? '-infinity', until: 'infinity' }
  const next = new Date(`${toDate}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  // The day after 9999-12-31 has no four-digit year: the range then has no end.
  const until = next.getUTCFullYear() > 9999 ? 'infinity' : next.toISOString().slice(0, 10)
  return { from: fromDate ?? '-infinity', until }
}

/**
 * A proposal's date: its sent date, else the date (in the provider's zone) it was created. Written
 * exactly as the index proposals_report_date_idx (migration 005), so range filters use it.
 */
export const PROPOSAL_DATE = `coalesce(p.sent_date, (p.created_at AT TIME ZONE '${PROVIDER_TIME_ZONE}')::date)`

/**
 * The rows of each source attributed to the items of a scope, as
 * (ref: the row's id, item, day, weight, amount); amount x weight is what the row adds.
 */
const PROPOSAL_FACTS: Record<FigureScope, string> = {
  all: `SELECT p.id, ${ALL_ITEMS}, ${PROPOSAL_DATE}, 1::numeric, p.proposal_value FROM proposals p`,
  tribe: `SELECT p.id, s.tribe_id, ${PROPOSAL_DATE}, s.percent / 100, p.proposal_value
            FROM proposals p JOIN deal_tribes s ON s.deal_id = p.deal_id`,
  rm: `SELECT p.id, s.user_id, ${PROPOSAL_DATE}, s.percent / 100, p.proposal_value
         FROM proposals p JOIN deal_rms s ON s.deal_id = p.deal_id`,
  branch: `SELECT p.id, d.branch_id, ${PROPOSAL_DATE}, 1::numeric, p.proposal_value
             FROM proposals p JOIN deals d ON d.id = p.deal_id`,
  segment: `SELECT p.id, d.segment_id, ${PROPOSAL_DATE}, 1::numeric, p.proposal_value
              FROM proposals p JOIN deals d ON d.id = p.deal_id`,
}

const VISIT_FACTS: Record<FigureScope, string> = {
  all: `SELECT v.id, ${ALL_ITEMS}, v.visit_date, 1::numeric, 0::bigint FROM visits v`,
  tribe: `SELECT v.id, s.tribe_id, v.visit_date, 1::numeric, 0::bigint
            FROM visits v JOIN visit_tribes s ON s.visit_id = v.id`,
  rm: `SELECT v.id, coalesce(s.user_id, v.user_id), v.visit_date, 1::numeric, 0::bigint
         FROM visits v LEFT JOIN visit_rms s ON s.visit_id = v.id`,
  branch: `SELECT v.id, coalesce(d.branch_id, u.branch_id), v.visit_date, 1::numeric, 0::bigint
             FROM visits v LEFT JOIN deals d ON d.id = v.deal_id LEFT JOIN users u ON u.id = v.user_id`,
  segment: `SELECT v.id, coalesce(d.segment_id, u.segment_id), v.visit_date, 1::numeric, 0::bigint
              FROM visits v LEFT JOIN deals d ON d.id = v.deal_id LEFT JOIN users u ON u.id = v.user_id`,
}

/** Invoices of any status (Sales adds `i.status = 'invoiced'`, projected revenue takes both). */
const INVOICE_FACTS: Record<FigureScope, string> = {
  all: `SELECT i.id, ${ALL_ITEMS}, i.invoice_date, 1::numeric, i.amount, i.status FROM invoices i`,
  tribe: `SELECT i.id, s.tribe_id, i.invoice_date, s.percent / 100, i.amount, i.status
            FROM invoices i JOIN invoice_tribes s ON s.invoice_id = i.id`,
  rm: `SELECT i.id, s.user_id, i.invoice_date, s.percent / 100, i.amount, i.status
         FROM invoices i JOIN invoice_rms s ON s.invoice_id = i.id`,
  branch: `SELECT i.id, coalesce(i.branch_id, d.branch_id), i.invoice_date, 1::numeric, i.amount, i.status
             FROM invoices i LEFT JOIN deals d ON d.id = i.deal_id`,
  segment: `SELECT i.id, coalesce(i.segment_id, d.segment_id), i.invoice_date, 1::numeric, i.amount, i.status
              FROM invoices i LEFT JOIN deals d ON d.id = i.deal_id`,
}

/**
 * The invoice periods of open deals' current proposals that no invoice was made from, at
 * amount x probability / 100 (projected revenue). The database keeps the periods of every deal's
 * current proposal that no invoice names (projecting_periods, migration 015), so a report reads
 * its months' rows by date and only their deals.
 */
const OPEN_PERIODS = `FROM projecting_periods pi JOIN deals d ON d.id = pi.deal_id`
const OPEN_PERIOD_RULE = `d.state = 'open'`
const PERIOD_AMOUNT = 'pi.amount * d.probability / 100.0'
const PERIOD_FACTS: Record<FigureScope, string> = {
  all: `SELECT pi.period_id, ${ALL_ITEMS}, pi.invoice_date, 1::numeric, ${PERIOD_AMOUNT}
          ${OPEN_PERIODS} WHERE ${OPEN_PERIOD_RULE}`,
  tribe: `SELECT pi.period_id, s.tribe_id, pi.invoice_date, s.percent / 100, ${PERIOD_AMOUNT}
            ${OPEN_PERIODS} JOIN deal_tribes s ON s.deal_id = d.id WHERE ${OPEN_PERIOD_RULE}`,
  rm: `SELECT pi.period_id, s.user_id, pi.invoice_date, s.percent / 100, ${PERIOD_AMOUNT}
         ${OPEN_PERIODS} JOIN deal_rms s ON s.deal_id = d.id WHERE ${OPEN_PERIOD_RULE}`,
  branch: `SELECT pi.period_id, d.branch_id, pi.invoice_date, 1::numeric, ${PERIOD_AMOUNT}
             ${OPEN_PERIODS} WHERE ${OPEN_PERIOD_RULE}`,
  segment: `SELECT pi.period_id, d.segment_id, pi.invoice_date, 1::numeric, ${PERIOD_AMOUNT}
              ${OPEN_PERIODS} WHERE ${OPEN_PERIOD_RULE}`,
}

const FACT_COLUMNS = 'f(ref, item, day, weight, amount)'

const IN_PERIOD = `WHERE f.day >= $1::date AND f.day < $2::date AND f.item IS NOT NULL
  AND ($3::int[] IS NULL OR f.item = ANY($3::int[]))`

/**
 * The proposal and visit rows of a scope's items in a period: (ref, item, day, weight, amount)
 * with $1 the period's start, $2 its end and $3 the items (null: every item).
 */
export function proposalFacts(scope: FigureScope): string {
  return `SELECT f.* FROM (${PROPOSAL_FACTS[scope]}) ${FACT_COLUMNS} ${IN_PERIOD}`
}
export function visitFacts(scope: FigureScope): string {
  return `SELECT f.* FROM (${VISIT_FACTS[scope]}) ${FACT_COLUMNS} ${IN_PERIOD}`
}


/** One figure row: an item's figures, of one month (year and month) or of the whole period (0, 0). */
export interface FigureRow extends SalesFigures {
  item: number
  year: number
  month: number
}

export interface FigureOptions {
  /** The items to compute; null or absent: every item of the scope. */
  items?: readonly number[] | null
  /** A row per item and month (else a row per item for the whole period). */
  byMonth?: boolean
  /** Compute Sales only (proposals and visits count 0). */
  salesOnly?: boolean
}

const monthColumns = (byMonth: boolean | undefined, day: string) =>
  byMonth
    ? `extract(year FROM ${day})::int AS year, extract(month FROM ${day})::int AS month`
    : '0 AS year, 0 AS month'

/** The actual figures of a scope's items over a period (items without any row are absent). */
export function actualFigures(
  db: Db,
  scope: FigureScope,
  period: Period,
  options: FigureOptions = {},
): Promise<FigureRow[]> {
  const sources = [
    ...(options.salesOnly
      ? []
      : [
          `SELECT 1 AS kind, f.* FROM (${PROPOSAL_FACTS[scope]}) ${FACT_COLUMNS}`,
          `SELECT 2, f.* FROM (${VISIT_FACTS[scope]}) ${FACT_COLUMNS}`,
        ]),
    `SELECT 3 AS kind, f.ref, f.item, f.day, f.weight, f.amount
       FROM (${INVOICE_FACTS[scope]}) f(ref, item, day, weight, amount, status)
      WHERE f.status = 'invoiced'`,
  ]
  return db.query<FigureRow>(
    `WITH facts AS (${sources.join(' UNION ALL ')})
     SELECT f.item, ${monthColumns(options.byMonth, 'f.day')},
            count(*) FILTER (WHERE f.kind = 1)::int AS "nProposals",
            count(*) FILTER (WHERE f.kind = 2)::int AS visits,
            round(coalesce(sum(f.amount * f.weight) FILTER (WHERE f.kind = 1), 0))::bigint AS "proposalValue",
            round(coalesce(sum(f.amount * f.weight) FILTER (WHERE f.kind = 3), 0))::bigint AS sales
       FROM facts f ${IN_PERIOD}
      GROUP BY 1, 2, 3`,
    [period.from, period.until, options.items ?? null],
  )
}

/** An item's projected revenue of a month (or of the whole period: year and month 0). */
export interface ProjectedRow {
  item: number
  year: number
  month: number
  amount: number
}

/** The projected revenue of a scope's items over a period (see the definitions above). */
export function projectedRevenue(
  db: Db,
  scope: FigureScope,
  period: Period,
  options: Pick<FigureOptions, 'items' | 'byMonth'> = {},
): Promise<ProjectedRow[]> {
  return db.query<ProjectedRow>(
    `WITH facts AS (
       SELECT f.ref, f.item, f.day, f.weight, f.amount
         FROM (${INVOICE_FACTS[scope]}) f(ref, item, day, weight, amount, status)
        WHERE f.status IN ('tobe', 'invoiced')
       UNION ALL
       SELECT f.* FROM (${PERIOD_FACTS[scope]}) ${FACT_COLUMNS}
     )
     SELECT f.item, ${monthColumns(options.byMonth, 'f.day')},
            round(sum(f.amount * f.weight))::bigint AS amount
       FROM facts f ${IN_PERIOD}
      GROUP BY 1, 2, 3`,
    [period.from, period.until, options.items ?? null],
  )
}

const FIGURE_OF_KIND: Record<number, keyof SalesFigures> = {
  [TARGET_KIND.proposals]: 'nProposals',
  [TARGET_KIND.salesVisits]: 'visits',
  [TARGET_KIND.proposalValue]: 'proposalValue',
  [TARGET_KIND.sales]: 'sales',
}

/**
 * The targets of a scope's items for months fromMonth..toMonth of `year`, as figure rows (scope
 * 'all' sums every tribe's targets into item 0).
 */
export async function targetFigures(
  db: Db,
  scope: FigureScope,
  year: number,
  fromMonth: number,
  toMonth: number,
  options: Pick<FigureOptions, 'items' | 'byMonth'> = {},
): Promise<FigureRow[]> {
  const rows = await db.query<{ item: number; month: number; kind: number; amount: number }>(
    `SELECT ${scope === 'all' ? ALL_ITEMS : 't.subject_id'} AS item,
            ${options.byMonth ? 'ti.month' : '0'} AS month, ti.target_type AS kind,
            sum(ti.amount)::bigint AS amount
       FROM targets t JOIN target_items ti ON ti.target_id = t.id
      WHERE t.type = $1 AND t.year = $2 AND ti.year = $2 AND ti.month BETWEEN $3 AND $4
        AND t.status <> $5 AND ($6::int[] IS NULL OR t.subject_id = ANY($6::int[]))
      GROUP BY 1, 2, 3`,
    [
      scope === 'all' ? 'tribe' : scope,
      year,
      fromMonth,
      toMonth,
      TARGET_STATUS.rejected,
      options.items ?? null,
    ],
  )
  const byKey = new Map<string, FigureRow>()
  for (const row of rows) {
    const key = `${row.item}:${row.month}`
    const figures = byKey.get(key) ?? {
      item: row.item,
      year: options.byMonth ? year : 0,
      month: row.month,
      ...NO_FIGURES,
    }
    const figure = FIGURE_OF_KIND[row.kind]
    if (figure) figures[figure] += Number(row.amount)
    byKey.set(key, figures)
  }
  return [...byKey.values()]
}

export const NO_FIGURES: SalesFigures = { nProposals: 0, visits: 0, proposalValue: 0, sales: 0 }

/** The figures of an item (of a month, or 0, 0 for the whole period); zero when it has none. */
export function figuresOf(
  rows: readonly FigureRow[],
  item: number,
  year = 0,
  month = 0,
): SalesFigures {
  const row = rows.find((each) => each.item === item && each.year === year && each.month === month)
  return row
    ? {
        nProposals: Number(row.nProposals),
        visits: Number(row.visits),
        proposalValue: Number(row.proposalValue),
        sales: Number(row.sales),
      }
    : { ...NO_FIGURES }
}
