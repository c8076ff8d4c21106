/**
 * The Sales Report's spreadsheets (sales-activity-spec section 9), built from the export answers
 * kept on the device, so they are made offline too. Pure: each gives the sheets and file name.
 * - One unit item: "Sales Data_{item}_{from month} - {to month} {year}.xlsx", sheets Proposal (no,
 *   company, tribe, segment, rm, deal name, amount) and Sales Call (the visit export's columns:
 *   no, company, visit date, location, objective, next step, remark, last updated).
 * - All tribes: "Sales Data All Tribe {year}.xlsx", sheets Tribe and All: title, period, then
 *   actual, target and achievement of each figure per row.
 * - The Individual Sales Report table: "Individual Report All.xlsx" with its totals row.
 * The files of a period carry the period's year, so two years' files never share a name.
 */
import type { Row, SheetData } from 'write-excel-file/browser'
import type {
  AchievementSheet,
  AllTribesExport,
  ChartExport,
  ExportDealRow,
  VisitExportRow,
} from '../../contract/exports.ts'
import type { IndividualReportRow, ReportPeriod } from '../../contract/reports.ts'
import {
  INDIVIDUAL_REPORT_ALL_FILE,
  INDIVIDUAL_REPORT_EXPORT_COLUMNS,
  salesDataAllTribeFileName,
  salesDataFileName,
} from '../../domain/exports.ts'
import { salesFiguresTotal, type SalesFigures } from '../../domain/reports.ts'
import {
  dateCell,
  headerRow,
  moneyCell,
  numberCell,
  textCell,
  updatedCell,
} from '../../ui/sheetCells.ts'

export interface Workbook {
  fileName: string
  sheets: { sheet: string; data: SheetData }[]
}

const dealRow = (row: ExportDealRow): Row => [
  numberCell(row.no),
  textCell(row.company),
  textCell(row.tribe),
  textCell(row.segment),
  textCell(row.rm),
  textCell(row.dealName),
  moneyCell(row.amount),
]

/** A visit in the visit export's columns (the Sales Call sheet, the Individual Sales Report's). */
export const visitExportRow = (row: VisitExportRow): Row => [
  numberCell(row.no),
  textCell(row.company),
  dateCell(row.visitDate),
  textCell(row.location),
  textCell(row.objective),
  textCell(row.nextStep),
  textCell(row.remarks),
  updatedCell(row.lastUpdated),
]

export function salesDataWorkbook(
  answer: ChartExport,
  itemName: string,
  period: ReportPeriod,
): Workbook {
  return {
    fileName: salesDataFileName(itemName, period.fromMonth, period.toMonth, period.year),
    sheets: [
      {
        sheet: 'Proposal',
        data: [headerRow(answer.sheet1.headers), ...answer.sheet1.items.map(dealRow)],
      },
      {
        sheet: 'Sales Call',
        data: [headerRow(answer.sheet2.headers), ...answer.sheet2.items.map(visitExportRow)],
      },
    ],
  }
}

export const ACHIEVEMENT_HEADERS = [
  'Name',
  'Tribe',
  'Actual No. Proposal',
  'Actual Proposal Value',
  'Actual Sales Visit',
  'Actual Sales',
  'Target No. Proposal',
  'Target Proposal Value',
  'Target Sales Visit',
  'Target Sales',
  'Ach. No. Proposal (%)',
  'Ach. Proposal Value (%)',
  'Ach. Sales Visit (%)',
  'Ach. Sales (%)',
  'Average Ach. (%)',
] as const

/**
 * An achievement cell: blank where there is no target (0), as nothing was to be achieved; the
 * answer's 0 there would read as a target missed entirely.
 */
const achievementCell = (achievement: number, target: number) =>
  target > 0 ? numberCell(achievement) : null

/**
 * A sheet of actual, target and achievement per row. The Tribe sheet's rows are tribes, so it has
 * no Tribe column (it would repeat the Name); the All sheet's rows are RMs with their tribe.
 */
function achievementSheet(sheet: AchievementSheet, { withTribe }: { withTribe: boolean }): SheetData {
  return [
    [textCell(sheet.title)],
    [textCell(sheet.period)],
    headerRow(withTribe ? ACHIEVEMENT_HEADERS : ACHIEVEMENT_HEADERS.filter((header) => header !== 'Tribe')),
    ...sheet.items.map((row): Row => [
      textCell(row.name),
      ...(withTribe ? [textCell(row.tribe)] : []),
      numberCell(row.actualNProposal),
      moneyCell(row.actualProposalValue),
      numberCell(row.actualSalesVisit),
      moneyCell(row.actualSales),
      numberCell(row.targetNProposal),
      moneyCell(row.targetProposalValue),
      numberCell(row.targetSalesVisit),
      moneyCell(row.targetSales),
      achievementCell(row.achNProposal, row.targetNProposal),
      achievementCell(row.achProposalValue, row.targetProposalValue),
      achievementCell(row.achSalesVisit, row.targetSalesVisit),
      achievementCell(row.achSales, row.targetSales),
      achievementCell(
        row.aveAch,
        Math.max(row.targetNProposal, row.targetProposalValue, row.targetSalesVisit, row.targetSales),
      ),
    ]),
  ]
}

export function allTribesWorkbook(answer: AllTribesExport, period: ReportPeriod): Workbook {
  return {
    fileName: salesDataAllTribeFileName(period.year),
    sheets: [
      { sheet: 'Tribe', data: achievementSheet(answer.sheet1, { withTribe: false }) },
      { sheet: 'All', data: achievementSheet(answer.sheet2, { withTribe: true }) },
    ],
  }
}

/** A person's four figures as cells: counts as numbers, values as IDR money. */
export const figureCells = (figures: SalesFigures): Row => [
  numberCell(figures.nProposals),
  numberCell(figures.visits),
  moneyCell(figures.proposalValue),
  moneyCell(figures.sales),
]

/** The totals row of a figures sheet: 'Total' under the name, the summed figures, blanks after. */
export function figuresTotalRow(rows: readonly SalesFigures[], after = 0): Row {
  return [
    null,
    { value: 'Total', type: String, fontWeight: 'bold' },
    null,
    ...figureCells(salesFiguresTotal(rows)),
    ...Array.from({ length: after }, () => null),
  ]
}

export function individualReportWorkbook(rows: readonly IndividualReportRow[]): Workbook {
  return {
    fileName: INDIVIDUAL_REPORT_ALL_FILE,
    sheets: [
      {
        sheet: 'Individual Report',
        data: [
          headerRow(INDIVIDUAL_REPORT_EXPORT_COLUMNS),
          ...rows.map((row, index): Row => [
            numberCell(index + 1),
            textCell(row.user.text),
            textCell(row.segment.text),
            ...figureCells(row),
          ]),
          figuresTotalRow(rows),
        ],
      },
    ],
  }
}

/** Saves a workbook (write-excel-file loads with the first export); answers its file name. */
export async function saveWorkbook(workbook: Workbook): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser')
  await writeXlsxFile(
    workbook.sheets.map((sheet) => ({
      ...sheet,
      columns: Array.from(
        { length: Math.max(0, ...sheet.data.map((row) => row.length)) },
        () => ({ width: 18 }),
      ),
    })),
  ).toFile(workbook.fileName)
  return workbook.fileName
}
