/**
 * The Individual Sales Report's exports: each from its export answer, fetched afresh when online
 * and the one kept on the device offline (reports/exportAnswer.ts); the year's workbook reads two
 * answers (visits and proposals) the same way.
 */
import { EXPORT_ROUTES, type PicProposalExport, type VisitExport } from '../../contract/exports.ts'
import { exportAnswerBody, exportFromAnswer } from '../reports/index.ts'
import {
  salesVisitWorkbook,
  teamProposalWorkbook,
  visitAndProposalWorkbook,
} from './accountWorkbooks.ts'
import {
  teamProposalExportPath,
  visitExportPath,
  yearProposalExportPath,
  yearVisitExportPath,
  type DateRange,
} from '../../entities/reports/accountViews.ts'

/** "sales_visit.xlsx" of the Sales visit table's period and search. */
export const exportSalesVisits = (userId: number, range: DateRange, search: string) =>
  exportFromAnswer<VisitExport>(
    EXPORT_ROUTES.visit,
    userId,
    visitExportPath(userId, range, search, new Date()),
    salesVisitWorkbook,
  )

/** "{name} sales visit & proposal {year}.xlsx": the year's visits, then its proposals. */
export async function exportVisitsAndProposals(
  userId: number,
  name: string,
  year: number,
  search: string,
): Promise<string> {
  const visits = await exportAnswerBody(
    EXPORT_ROUTES.visitByYear,
    userId,
    yearVisitExportPath(userId, year, search),
  )
  return exportFromAnswer(
    EXPORT_ROUTES.proposalByYear,
    userId,
    yearProposalExportPath(userId, year, search),
    (proposals) => visitAndProposalWorkbook(name, year, visits, proposals),
  )
}

/** "proposal_team.xlsx" of the Team Proposal table's period and search. */
export const exportTeamProposals = (userId: number, range: DateRange, search: string) =>
  exportFromAnswer<PicProposalExport>(
    EXPORT_ROUTES.picProposal,
    userId,
    teamProposalExportPath(userId, range, search, new Date()),
    teamProposalWorkbook,
  )
