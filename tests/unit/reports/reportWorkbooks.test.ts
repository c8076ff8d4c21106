import { describe, expect, it } from 'vitest'
import type { CellObject, SheetData } from 'write-excel-file/browser'
import type { AllTribesExport, ChartExport } from '../../../src/contract/exports.ts'
import {
  allTribesWorkbook,
  individualReportWorkbook,
  salesDataWorkbook,
} from '../../../src/features/reports/reportWorkbooks.ts'

const values = (sheet: SheetData) =>
  sheet.map((row) => row.map((cell) => (cell as CellObject | null)?.value ?? null))

const deal = (no: number, company: string, amount: number) => ({
  no,
  company,
  tribe: 'Retail',
  segment: 'Corporate',
  rm: 'Rina, Budi',
  dealName: 'Training',
  amount,
})

describe('the Sales Report workbooks', () => {
  it('writes one item as Sales Data_{item}_{from} - {to} {year} with sheets Proposal and Sales Call', () => {
    const answer: ChartExport = {
      sheet1: {
        headers: ['No', 'Company', 'Tribe', 'Segment', 'RM', 'Deal name', 'Amount'],
        items: [deal(1, 'PT Maju', 5_000_000), deal(2, '=HYPERLINK("x")', 1)],
      },
      sheet2: {
        headers: ['No', 'Company', 'Visit Date', 'Location', 'Visit Objective', 'Next Step', 'Remark', 'Last Updated'],
        items: [
          {
            no: 1,
            company: 'PT Maju',
            visitDate: '2026-02-11',
            location: 'Jakarta',
            objective: 'Discuss the programme',
            nextStep: 'Send a quote',
            remarks: '=cmd',
            lastUpdated: 'not a date',
          },
        ],
      },
    }
    const book = salesDataWorkbook(answer, 'Retail', { year: 2026, fromMonth: 1, toMonth: 3 })
    expect(book.fileName).toBe('Sales Data_Retail_January - March 2026.xlsx')
    // The same months of another year make another file.
    expect(salesDataWorkbook(answer, 'Retail', { year: 2025, fromMonth: 1, toMonth: 3 }).fileName).toBe(
      'Sales Data_Retail_January - March 2025.xlsx',
    )
    expect(book.sheets.map((sheet) => sheet.sheet)).toEqual(['Proposal', 'Sales Call'])
    const proposal = values(book.sheets[0]!.data)
    expect(proposal[0]).toEqual(answer.sheet1.headers)
    expect(proposal[1]).toEqual([1, 'PT Maju', 'Retail', 'Corporate', 'Rina, Budi', 'Training', 5_000_000])
    expect(proposal[2]![1]).toBe(`'=HYPERLINK("x")`)
    // Sales Call: a visit in the visit columns, not the proposal columns (Deal name, Amount).
    const calls = values(book.sheets[1]!.data)
    expect(calls[0]).toEqual(answer.sheet2.headers)
    expect(calls[1]).toEqual([
      1,
      'PT Maju',
      '11-Feb-2026',
      'Jakarta',
      'Discuss the programme',
      'Send a quote',
      "'=cmd",
      'not a date',
    ])
    expect(calls).toHaveLength(2)
  })

  it('writes all tribes as Sales Data All Tribe {year} with sheets Tribe and All, titled and dated', () => {
    const row = {
      name: 'Retail',
      tribe: 'Retail',
      actualNProposal: 4,
      actualProposalValue: 100,
      actualSalesVisit: 9,
      actualSales: 50,
      targetNProposal: 8,
      targetProposalValue: 200,
      targetSalesVisit: 10,
      targetSales: 100,
      achNProposal: 50,
      achProposalValue: 50,
      achSalesVisit: 90,
      achSales: 50,
      aveAch: 60,
    }
    const answer: AllTribesExport = {
      generatedDate: '2026-11-27',
      sheet1: { title: 'Tribe', period: 'Jan - Nov 2026', items: [row] },
      sheet2: { title: 'All', period: 'Jan - Nov 2026', items: [{ ...row, name: 'Rina' }] },
    }
    const book = allTribesWorkbook(answer, { year: 2026, fromMonth: 1, toMonth: 11 })
    expect(book.fileName).toBe('Sales Data All Tribe 2026.xlsx')
    expect(book.sheets.map((sheet) => sheet.sheet)).toEqual(['Tribe', 'All'])
    const tribe = values(book.sheets[0]!.data)
    expect(tribe[0]).toEqual(['Tribe'])
    expect(tribe[1]).toEqual(['Jan - Nov 2026'])
    // A row per tribe: its name once, no Tribe column repeating it.
    expect(tribe[2]!.slice(0, 3)).toEqual(['Name', 'Actual No. Proposal', 'Actual Proposal Value'])
    expect(tribe[3]).toEqual(['Retail', 4, 100, 9, 50, 8, 200, 10, 100, 50, 50, 90, 50, 60])
    const all = values(book.sheets[1]!.data)
    expect(all[2]!.slice(0, 2)).toEqual(['Name', 'Tribe'])
    expect(all[3]!.slice(0, 2)).toEqual(['Rina', 'Retail'])
  })

  it('leaves the achievement of a figure without target blank, and the average of a row without any', () => {
    const row = {
      name: 'Budi',
      tribe: 'Retail',
      actualNProposal: 3,
      actualProposalValue: 100,
      actualSalesVisit: 4,
      actualSales: 50,
      targetNProposal: 0,
      targetProposalValue: 0,
      targetSalesVisit: 8,
      targetSales: 0,
      achNProposal: 0,
      achProposalValue: 0,
      achSalesVisit: 50,
      achSales: 0,
      aveAch: 50,
    }
    const none = { ...row, name: 'Rina', targetSalesVisit: 0, achSalesVisit: 0, aveAch: 0 }
    const answer: AllTribesExport = {
      generatedDate: '2026-11-27',
      sheet1: { title: 'Tribe', period: 'Jan - Nov 2026', items: [] },
      sheet2: { title: 'All', period: 'Jan - Nov 2026', items: [row, none] },
    }
    const all = values(allTribesWorkbook(answer, { year: 2026, fromMonth: 1, toMonth: 11 }).sheets[1]!.data)
    expect(all[3]!.slice(10)).toEqual([null, null, 50, null, 50])
    expect(all[4]!.slice(6)).toEqual([0, 0, 0, 0, null, null, null, null, null])
  })

  it('writes the Individual Sales Report with its totals row', () => {
    const book = individualReportWorkbook([
      { user: { text: 'Rina' }, segment: { text: 'Corporate' }, nProposals: 2, visits: 5, proposalValue: 300, sales: 100 },
      { user: { text: '@Budi' }, segment: { text: 'SME' }, nProposals: 1, visits: 0, proposalValue: 50, sales: 0 },
    ])
    expect(book.fileName).toBe('Individual Report All.xlsx')
    const rows = values(book.sheets[0]!.data)
    expect(rows[0]).toEqual(['No', 'Name', 'Segment', 'No.Proposal', 'Sales Visit', 'Proposal Value', 'Sales'])
    expect(rows[2]).toEqual([2, "'@Budi", 'SME', 1, 0, 50, 0])
    expect(rows[3]).toEqual([null, 'Total', null, 3, 5, 350, 100])
  })
})
