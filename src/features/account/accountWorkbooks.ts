/**
 * The Individual Sales Report's spreadsheets (sales-activity-spec section 9), built from the
 * export answers kept on the device, so they are made offline too. Pure: each gives the sheets
 * and the file name. Every text cell goes through textCell (a formula-looking text is
 * neutralised); dates are written DD-MMM-YYYY, amounts as numbers with the IDR thousands format.
 * - The Sales visit table: "sales_visit.xlsx", sheet Sales Visit.
 * - The Proposal table: "{name} sales visit & proposal {year}.xlsx", sheets Sales Visit and
 *   Proposal (the year's visits and proposals).
 * - The Team Proposal table: "proposal_team.xlsx", sheet Proposal (with RM and Segment).
 * - A Team Sales Report table: "{teamName}.xlsx" (No, Name, Authority, No.Proposal, Sales Visit,
 *   Proposal Value, Sales, Status) with its totals row.
 */
import type { Row, SheetData } from 'write-excel-file/browser'
import {
  PIC_PROPOSAL_EXPORT_HEADERS,
  PROPOSAL_EXPORT_HEADERS,
  VISIT_EXPORT_HEADERS,
  type PicProposalExport,
  type ProposalExport,
  type ProposalExportRow,
  type VisitExport,
} from '../../contract/exports.ts'
import type { TeamReport } from '../../contract/reports.ts'
import {
  PROPOSAL_TEAM_FILE,
  SALES_VISIT_FILE,
  TEAM_REPORT_EXPORT_COLUMNS,
  teamReportFileName,
  visitAndProposalFileName,
} from '../../domain/exports.ts'
import {
  dateCell,
  headerRow,
  moneyCell,
  numberCell,
  textCell,
  updatedCell,
} from '../../ui/sheetCells.ts'
import { figureCells, figuresTotalRow, visitExportRow, type Workbook } from '../reports/index.ts'

export const VISIT_SHEET = 'Sales Visit'
export const PROPOSAL_SHEET = 'Proposal'
export const TEAM_REPORT_SHEET = 'Team Sales Report'

function visitSheet(answer: VisitExport): SheetData {
  return [headerRow(VISIT_EXPORT_HEADERS), ...answer.items.map(visitExportRow)]
}

const proposalCells = (row: ProposalExportRow): Row => [
  numberCell(row.no),
  textCell(row.name),
  textCell(row.client),
  textCell(row.type),
  textCell(row.sentBy),
  dateCell(row.sentDate),
  moneyCell(row.proposalValue),
  updatedCell(row.lastUpdated),
]

export function salesVisitWorkbook(answer: VisitExport): Workbook {
  return { fileName: SALES_VISIT_FILE, sheets: [{ sheet: VISIT_SHEET, data: visitSheet(answer) }] }
}

export function visitAndProposalWorkbook(
  name: string,
  year: number,
  visits: VisitExport,
  proposals: ProposalExport,
): Workbook {
  return {
    fileName: visitAndProposalFileName(name, year),
    sheets: [
      { sheet: VISIT_SHEET, data: visitSheet(visits) },
      {
        sheet: PROPOSAL_SHEET,
        data: [headerRow(PROPOSAL_EXPORT_HEADERS), ...proposals.items.map(proposalCells)],
      },
    ],
  }
}

export function teamProposalWorkbook(answer: PicProposalExport): Workbook {
  return {
    fileName: PROPOSAL_TEAM_FILE,
    sheets: [
      {
        sheet: PROPOSAL_SHEET,
        data: [
          headerRow(PIC_PROPOSAL_EXPORT_HEADERS),
          ...answer.items.map((row): Row => [
            ...proposalCells(row),
            textCell(row.rms),
            textCell(row.segments),
          ]),
        ],
      },
    ],
  }
}

export function teamReportWorkbook(report: TeamReport): Workbook {
  return {
    fileName: teamReportFileName(report.teamName),
    sheets: [
      {
        sheet: TEAM_REPORT_SHEET,
        data: [
          headerRow(TEAM_REPORT_EXPORT_COLUMNS),
          ...report.items.map((row, index): Row => [
            numberCell(index + 1),
            textCell(row.user.text),
            textCell(row.authority),
            ...figureCells(row),
            textCell(row.status),
          ]),
          figuresTotalRow(report.items, 1),
        ],
      },
    ],
  }
}
