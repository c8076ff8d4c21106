import { describe, expect, it } from 'vitest'
import type { CellObject, SheetData } from 'write-excel-file/browser'
import type {
  PicProposalExport,
  ProposalExport,
  VisitExport,
} from '../../../src/contract/exports.ts'
import type { TeamReport } from '../../../src/contract/reports.ts'
import {
  salesVisitWorkbook,
  teamProposalWorkbook,
  teamReportWorkbook,
  visitAndProposalWorkbook,
} from '../../../src/features/account/accountWorkbooks.ts'

const values = (sheet: SheetData) =>
  sheet.map((row) => row.map((cell) => (cell as CellObject | null)?.value ?? null))

const visits: VisitExport = {
  headers: [],
  items: [
    {
      no: 1,
      company: 'PT Maju',
      visitDate: '2026-11-25',
      location: 'Jakarta',
      objective: '=HYPERLINK("http://x","y")',
      nextStep: 'Send proposal',
      remarks: '',
      lastUpdated: '2026-11-25T13:44:12',
    },
  ],
}

const proposalRow = {
  no: 1,
  name: 'Sales Coaching',
  client: 'PT Maju',
  type: 'Workshop',
  sentBy: 'Citra',
  sentDate: '2026-11-19',
  proposalValue: 730_000_000,
  lastUpdated: '2026-11-19T01:33:10',
}

describe('the Individual Sales Report workbooks', () => {
  it('writes the Sales visit table as sales_visit.xlsx, dates DD-MMM-YYYY, formulas neutralised', () => {
    const book = salesVisitWorkbook(visits)
    expect(book.fileName).toBe('sales_visit.xlsx')
    expect(book.sheets.map((sheet) => sheet.sheet)).toEqual(['Sales Visit'])
    const rows = values(book.sheets[0]!.data)
    expect(rows[0]).toEqual([
      'No',
      'Company',
      'Visit Date',
      'Location',
      'Visit Objective',
      'Next Step',
      'Remark',
      'Last Updated',
    ])
    expect(rows[1]).toEqual([
      1,
      'PT Maju',
      '25-Nov-2026',
      'Jakarta',
      `'=HYPERLINK("http://x","y")`,
      'Send proposal',
      '',
      '25-Nov-2026 13:44',
    ])
  })

  it('writes the year as "{name} sales visit & proposal {year}.xlsx" with a Proposal sheet', () => {
    const proposals: ProposalExport = { headers: [], items: [proposalRow] }
    const book = visitAndProposalWorkbook('Citra Relationship', 2026, visits, proposals)
    expect(book.fileName).toBe('Citra Relationship sales visit & proposal 2026.xlsx')
    expect(book.sheets.map((sheet) => sheet.sheet)).toEqual(['Sales Visit', 'Proposal'])
    const rows = values(book.sheets[1]!.data)
    expect(rows[0]).toEqual([
      'No',
      'Proposal name',
      'Client',
      'Deal type',
      'Sent by',
      'Delivery date',
      'Proposal value',
      'Last Updated',
    ])
    expect(rows[1]).toEqual([
      1,
      'Sales Coaching',
      'PT Maju',
      'Workshop',
      'Citra',
      '19-Nov-2026',
      730_000_000,
      '19-Nov-2026 01:33',
    ])
    expect((book.sheets[1]!.data[1]![6] as CellObject).format).toBe('#,##0')
  })

  it('writes the Team Proposal table as proposal_team.xlsx with the RMs and segments', () => {
    const answer: PicProposalExport = {
      headers: [],
      items: [{ ...proposalRow, rms: 'Citra, Dimas', segments: '@Government' }],
    }
    const book = teamProposalWorkbook(answer)
    expect(book.fileName).toBe('proposal_team.xlsx')
    expect(book.sheets.map((sheet) => sheet.sheet)).toEqual(['Proposal'])
    const rows = values(book.sheets[0]!.data)
    expect(rows[0]?.slice(-2)).toEqual(['RM', 'Segment'])
    expect(rows[1]?.slice(-2)).toEqual(['Citra, Dimas', "'@Government"])
  })

  it('writes a Team Sales Report as "{teamName}.xlsx" with its columns and totals row', () => {
    const report: TeamReport = {
      teamName: 'Team Jakarta',
      items: [
        {
          user: { id: 3, text: 'Citra' },
          authority: 'Leader',
          nProposals: 4,
          visits: 10,
          proposalValue: 500,
          sales: 100,
          status: 'Need approval',
        },
        {
          user: { id: 4, text: '+SUM(A1:A2)' },
          authority: 'Member',
          nProposals: 1,
          visits: 2,
          proposalValue: 50,
          sales: 0,
          status: 'Targets approved',
        },
      ],
    }
    const book = teamReportWorkbook(report)
    expect(book.fileName).toBe('Team Jakarta.xlsx')
    const rows = values(book.sheets[0]!.data)
    expect(rows[0]).toEqual([
      'No',
      'Name',
      'Authority',
      'No.Proposal',
      'Sales Visit',
      'Proposal Value',
      'Sales',
      'Status',
    ])
    expect(rows[1]).toEqual([1, 'Citra', 'Leader', 4, 10, 500, 100, 'Need approval'])
    expect(rows[2]).toEqual([2, "'+SUM(A1:A2)", 'Member', 1, 2, 50, 0, 'Targets approved'])
    expect(rows[3]).toEqual([null, 'Total', null, 5, 12, 550, 100, null])
  })
})
