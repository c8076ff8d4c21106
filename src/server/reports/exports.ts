/**
 * The data of the spreadsheet exports; the browser writes the workbooks. Rows follow the
 * figures' definitions (figures.ts) and the lists' selections (lists.ts).
 */
import {
  CHART_EXPORT_HEADERS,
  PIC_PROPOSAL_EXPORT_HEADERS,
  PROPOSAL_EXPORT_HEADERS,
  VISIT_EXPORT_HEADERS,
  type AchievementSheet,
  type AllTribesExport,
  type ChartExport,
  type ExportAchievementRow,
  type ExportDealRow,
  type PicProposalExport,
  type ProposalExport,
  type VisitExport,
  type VisitExportRow,
} from '../../contract/exports.ts'
import type { ProposalRow } from '../../contract/proposals.ts'
import type { ReportUnit } from '../../contract/reports.ts'
import {
  achievementPercent,
  averageAchievement,
  type SalesFigures,
} from '../../domain/reports.ts'
import { reportPeriodText } from '../../domain/reportPeriod.ts'
import type { Db } from '../db/db.ts'
import type { ProviderDate } from './clock.ts'
import {
  actualFigures,
  figuresOf,
  monthsPeriod,
  proposalFacts,
  targetFigures,
  visitFacts,
  type FigureScope,
  type Period,
} from './figures.ts'
import { readProposalRows, readVisitRows, type ListSelection } from './lists.ts'
import { unitItems } from './units.ts'

const names = (table: string, owner: string, key: string, member: string, nameTable: string) =>
  `coalesce((SELECT string_agg(n.name, ', ' ORDER BY x.position, n.id)
               FROM ${table} x JOIN ${nameTable} n ON n.id = x.${member} WHERE x.${owner} = ${key}), '')`

/**
 * The Proposal sheet: a row per proposal of the item in the period (oldest first), its amount
 * the proposal value weighted by the item's share, as the Proposal value chart counts it.
 */
async function proposalSheetRows(
  db: Db,
  scope: FigureScope,
  item: number,
  period: Period,
): Promise<Omit<ExportDealRow, 'no'>[]> {
  return db.query(
    `SELECT c.company, ${names('deal_tribes', 'deal_id', 'd.id', 'tribe_id', 'tribes')} AS tribe,
            coalesce(s.name, '') AS segment,
            ${names('deal_rms', 'deal_id', 'd.id', 'user_id', 'users')} AS rm,
            d.name AS "dealName", round(f.amount * f.weight)::bigint AS amount
       FROM (${proposalFacts(scope)}) f
       JOIN proposals p ON p.id = f.ref
       JOIN deals d ON d.id = p.deal_id
       JOIN clients c ON c.id = d.client_id
       LEFT JOIN segments s ON s.id = d.segment_id
      ORDER BY f.day, p.id`,
    [period.from, period.until, scope === 'all' ? null : [item]],
  )
}

/**
 * The Sales Call sheet: a row per visit of the item in the period (oldest first), in the visit
 * export's columns: the visit's company, date, location, objective, next step, remark and last
 * update. A visit has no deal name nor amount of its own: the proposal columns do not fit it.
 */
async function salesCallSheetRows(
  db: Db,
  scope: FigureScope,
  item: number,
  period: Period,
): Promise<Omit<VisitExportRow, 'no'>[]> {
  return db.query(
    `SELECT coalesce(c.company, '') AS company, to_char(v.visit_date, 'YYYY-MM-DD') AS "visitDate",
            v.location, v.objective, v.next_step AS "nextStep", v.remark AS remarks,
            to_char(v.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "lastUpdated"
       FROM (${visitFacts(scope)}) f
       JOIN visits v ON v.id = f.ref
       LEFT JOIN deals d ON d.id = v.deal_id
       LEFT JOIN clients c ON c.id = coalesce(v.client_id, d.client_id)
      ORDER BY f.day, v.id`,
    [period.from, period.until, scope === 'all' ? null : [item]],
  )
}

const numbered = <T>(rows: readonly T[]): (T & { no: number })[] =>
  rows.map((row, index) => ({ no: index + 1, ...row }))

/** The chart export of an item (scope 'all': All Tribes) over months of a year. */
export async function readChartExport(
  db: Db,
  scope: FigureScope,
  item: number,
  year: number,
  fromMonth: number,
  toMonth: number,
): Promise<ChartExport> {
  const period = monthsPeriod(year, fromMonth, toMonth)
  const proposals = await proposalSheetRows(db, scope, item, period)
  const visits = await salesCallSheetRows(db, scope, item, period)
  return {
    sheet1: { headers: [...CHART_EXPORT_HEADERS], items: numbered(proposals) },
    sheet2: { headers: [...VISIT_EXPORT_HEADERS], items: numbered(visits) },
  }
}

/**
 * An achievement row. A figure without target has achievement 0 (the workbook leaves it blank)
 * and no part in the average, which is of the figures that have a target (0 when none has).
 */
export function achievementRow(
  name: string,
  tribe: string,
  actual: SalesFigures,
  target: SalesFigures,
): ExportAchievementRow {
  const ach = {
    achNProposal: achievementPercent(actual.nProposals, target.nProposals),
    achProposalValue: achievementPercent(actual.proposalValue, target.proposalValue),
    achSalesVisit: achievementPercent(actual.visits, target.visits),
    achSales: achievementPercent(actual.sales, target.sales),
  }
  const targeted: number[] = []
  if (target.nProposals > 0) targeted.push(ach.achNProposal)
  if (target.proposalValue > 0) targeted.push(ach.achProposalValue)
  if (target.visits > 0) targeted.push(ach.achSalesVisit)
  if (target.sales > 0) targeted.push(ach.achSales)
  return {
    name,
    tribe,
    actualNProposal: actual.nProposals,
    actualProposalValue: actual.proposalValue,
    actualSalesVisit: actual.visits,
    actualSales: actual.sales,
    targetNProposal: target.nProposals,
    targetProposalValue: target.proposalValue,
    targetSalesVisit: target.visits,
    targetSales: target.sales,
    ...ach,
    aveAch: averageAchievement(targeted),
  }
}

/** One achievement sheet of a unit: a row per item (by name), figures over the months. */
async function achievementSheet(
  db: Db,
  unit: ReportUnit,
  title: string,
  year: number,
  fromMonth: number,
  toMonth: number,
  tribeOf: (id: number, name: string) => string,
): Promise<AchievementSheet> {
  const items = await unitItems(db, unit)
  const actual = await actualFigures(db, unit, monthsPeriod(year, fromMonth, toMonth))
  const target = await targetFigures(db, unit, year, fromMonth, toMonth)
  return {
    title,
    period: reportPeriodText({ fromMonth, toMonth, year }),
    items: items.map((item) =>
      achievementRow(
        item.name,
        tribeOf(item.id, item.name),
        figuresOf(actual, item.id),
        figuresOf(target, item.id),
      ),
    ),
  }
}

/**
 * "Sales Data All Tribe.xlsx": the Tribe sheet (a row per tribe) and the All sheet (a row per
 * RM with its tribe), actual, target and achievement of each figure over the months.
 */
export async function readAllTribesExport(
  db: Db,
  year: number,
  fromMonth: number,
  toMonth: number,
  today: ProviderDate,
): Promise<AllTribesExport> {
  const rmTribes = new Map(
    (
      await db.query<{ id: number; tribe: string }>(
        `SELECT u.id, coalesce(t.name, '') AS tribe FROM users u LEFT JOIN tribes t ON t.id = u.tribe_id`,
      )
    ).map((row) => [row.id, row.tribe]),
  )
  return {
    generatedDate: today.iso,
    sheet1: await achievementSheet(db, 'tribe', 'Tribe', year, fromMonth, toMonth, (_, name) => name),
    sheet2: await achievementSheet(
      db,
      'rm',
      'All',
      year,
      fromMonth,
      toMonth,
      (id) => rmTribes.get(id) ?? '',
    ),
  }
}

/** The visit exports: the visit list's rows, whole. */
export async function readVisitExport(db: Db, selection: ListSelection): Promise<VisitExport> {
  const { rows } = await readVisitRows(db, selection)
  return {
    headers: [...VISIT_EXPORT_HEADERS],
    items: rows.map((row) => ({
      no: row.no,
      company: row.company,
      visitDate: row.visitDate,
      location: row.location,
      objective: row.objective,
      nextStep: row.nextStep,
      remarks: row.remarks,
      lastUpdated: row.lastUpdated,
    })),
  }
}

const proposalExportRow = (row: ProposalRow, index: number) => ({
  no: index + 1,
  name: row.name,
  client: row.client.text,
  type: row.type.text,
  sentBy: row.sentBy,
  sentDate: row.sentDate,
  proposalValue: row.proposalValue,
  lastUpdated: row.lastUpdated,
})

/** The proposal exports: the proposal list's rows, whole. */
export async function readProposalExport(
  db: Db,
  selection: ListSelection,
): Promise<ProposalExport> {
  const { rows } = await readProposalRows(db, selection)
  return { headers: [...PROPOSAL_EXPORT_HEADERS], items: rows.map(proposalExportRow) }
}

/** The team proposal export: the team proposal list's rows, whole, with RMs and segments. */
export async function readPicProposalExport(
  db: Db,
  selection: ListSelection,
): Promise<PicProposalExport> {
  const { rows } = await readProposalRows(db, selection)
  return {
    headers: [...PIC_PROPOSAL_EXPORT_HEADERS],
    items: rows.map((row, index) => ({
      ...proposalExportRow(row, index),
      rms: row.rms.map((rm) => rm.text).join(', '),
      segments: row.segments.map((segment) => segment.text).join(', '),
    })),
  }
}
