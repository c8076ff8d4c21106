import { describe, expect, it } from 'vitest'
import {
  CONTACT_EXPORT_FIELDS,
  INDIVIDUAL_REPORT_ALL_FILE,
  INDIVIDUAL_REPORT_EXPORT_COLUMNS,
  INVOICE_EXPORT_COLUMNS,
  PROPOSAL_TEAM_FILE,
  SALES_DATA_ALL_TRIBE_FILE,
  SALES_VISIT_FILE,
  TEAM_REPORT_EXPORT_COLUMNS,
  contactExportFileName,
  salesDataAllTribeFileName,
  salesDataFileName,
  sanitiseCell,
  teamReportFileName,
  visitAndProposalFileName,
} from '../../../src/domain/exports.ts'

describe('export columns', () => {
  it('invoice export', () => {
    expect(INVOICE_EXPORT_COLUMNS).toEqual([
      'No',
      'Bulan',
      'Tahun',
      'Client',
      'Program',
      'RM',
      'Tribe',
      'Branch',
      'Segment',
      'Invoiced',
      'To be invoiced',
      'Total',
      'Remarks',
    ])
  })

  it('individual report', () => {
    expect(INDIVIDUAL_REPORT_EXPORT_COLUMNS).toEqual([
      'No',
      'Name',
      'Segment',
      'No.Proposal',
      'Sales Visit',
      'Proposal Value',
      'Sales',
    ])
  })

  it('team report', () => {
    expect(TEAM_REPORT_EXPORT_COLUMNS).toEqual([
      'No',
      'Name',
      'Authority',
      'No.Proposal',
      'Sales Visit',
      'Proposal Value',
      'Sales',
      'Status',
    ])
  })

  it('contact export, 20 fields from info to remarks', () => {
    expect(CONTACT_EXPORT_FIELDS).toHaveLength(20)
    expect(CONTACT_EXPORT_FIELDS[0]).toBe('info')
    expect(CONTACT_EXPORT_FIELDS[19]).toBe('remarks')
  })
})

describe('export file names', () => {
  it.each([
    [SALES_DATA_ALL_TRIBE_FILE, 'Sales Data All Tribe.xlsx'],
    [INDIVIDUAL_REPORT_ALL_FILE, 'Individual Report All.xlsx'],
    [SALES_VISIT_FILE, 'sales_visit.xlsx'],
    [PROPOSAL_TEAM_FILE, 'proposal_team.xlsx'],
    [salesDataFileName('Retail', 1, 3, 2026), 'Sales Data_Retail_January - March 2026.xlsx'],
    [salesDataAllTribeFileName(2025), 'Sales Data All Tribe 2025.xlsx'],
    [visitAndProposalFileName('Budi', 2024), 'Budi sales visit & proposal 2024.xlsx'],
    [teamReportFileName('Alpha Team'), 'Alpha Team.xlsx'],
    [contactExportFileName({ year: 2024, month: 3 }), 'Contact March 2024.xlsx'],
    [contactExportFileName(null), 'Contact All Period.xlsx'],
  ])('%s', (name, expected) => {
    expect(name).toBe(expected)
  })
})

describe('cells that a spreadsheet would run as formulas', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+62 812-555 (21)', '+62 812-555 (21)'],
    ['-5', '-5'],
    ['+1+cmd|x', "'+1+cmd|x"],
    ['-2+SUM(A1)', "'-2+SUM(A1)"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['PT Maju', 'PT Maju'],
    ['', ''],
    ['a=b', 'a=b'],
  ])('%j is written %j', (text, cell) => {
    expect(sanitiseCell(text)).toBe(cell)
  })
})
