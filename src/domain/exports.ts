/** Spreadsheet exports: file names and columns (core-spec sections 3 and 9, sales-activity-spec section 9). */
import { monthName } from './dates.ts'

export const INVOICE_EXPORT_COLUMNS = [
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
] as const

export const INDIVIDUAL_REPORT_EXPORT_COLUMNS = [
  'No',
  'Name',
  'Segment',
  'No.Proposal',
  'Sales Visit',
  'Proposal Value',
  'Sales',
] as const

export const TEAM_REPORT_EXPORT_COLUMNS = [
  'No',
  'Name',
  'Authority',
  'No.Proposal',
  'Sales Visit',
  'Proposal Value',
  'Sales',
  'Status',
] as const

/** The contact export's column headers, the spec's columns in words ('hP1' is 'HP 1'). */
export const CONTACT_EXPORT_HEADERS: Readonly<
  Record<(typeof CONTACT_EXPORT_FIELDS)[number], string>
> = {
  info: 'Info',
  company: 'Company',
  executive: 'Executive',
  title: 'Title',
  department: 'Department',
  address1: 'Address 1',
  address2: 'Address 2',
  address3: 'Address 3',
  hp: 'HP',
  hP1: 'HP 1',
  hP2: 'HP 2',
  phone: 'Phone',
  fax: 'Fax',
  email1: 'Email 1',
  email2: 'Email 2',
  email3: 'Email 3',
  email4: 'Email 4',
  website: 'Website',
  industry: 'Industry',
  remarks: 'Remarks',
}

/** Fields of a contact export row, in column order. */
export const CONTACT_EXPORT_FIELDS = [
  'info',
  'company',
  'executive',
  'title',
  'department',
  'address1',
  'address2',
  'address3',
  'hp',
  'hP1',
  'hP2',
  'phone',
  'fax',
  'email1',
  'email2',
  'email3',
  'email4',
  'website',
  'industry',
  'remarks',
] as const

export const SALES_DATA_ALL_TRIBE_FILE = 'Sales Data All Tribe.xlsx'
export const INDIVIDUAL_REPORT_ALL_FILE = 'Individual Report All.xlsx'
export const SALES_VISIT_FILE = 'sales_visit.xlsx'
export const PROPOSAL_TEAM_FILE = 'proposal_team.xlsx'

/**
 * "Sales Data_{tribe}_{from month} - {to month}.xlsx", months by name, then the period's year: a
 * file of January - March 2025 and one of 2026 would otherwise bear the same name
 * ('Sales Data_Retail_January - March 2026.xlsx').
 */
export function salesDataFileName(
  tribe: string,
  fromMonth: number,
  toMonth: number,
  year: number,
): string {
  return `Sales Data_${tribe}_${monthName(fromMonth)} - ${monthName(toMonth)} ${year}.xlsx`
}

/**
 * "Sales Data All Tribe.xlsx" of a period, with the period's year so that two years' files
 * differ: 'Sales Data All Tribe 2026.xlsx'.
 */
export function salesDataAllTribeFileName(year: number): string {
  return SALES_DATA_ALL_TRIBE_FILE.replace(/\.xlsx$/, ` ${year}.xlsx`)
}

/** "{name} sales visit & proposal {year}.xlsx". */
export function visitAndProposalFileName(name: string, year: number): string {
  return `${name} sales visit & proposal ${year}.xlsx`
}

/** "{teamName}.xlsx". */
export function teamReportFileName(teamName: string): string {
  return `${teamName}.xlsx`
}

/**
 * The contact export is "named by year and month"; the exact form is not given, so it is
 * 'Contact {Month} {YYYY}.xlsx', or 'Contact All Period.xlsx' when the period is all.
 */
export function contactExportFileName(period: { year: number; month: number } | null): string {
  return period
    ? `Contact ${monthName(period.month)} ${period.year}.xlsx`
    : 'Contact All Period.xlsx'
}

/**
 * A text cell that a spreadsheet would read as a formula (starting with =, +, -, @, tab or
 * carriage return) is prefixed with an apostrophe. A phone number or figure ('+62 812-555',
 * '-5') is left as it is: made of digits, spaces and ( ) . , + - only, it can name no function
 * nor cell, so it is no formula to fear. Numbers are written as numbers, not text.
 */
export function sanitiseCell(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text
  return /^[+-][\d\s().,+-]*$/.test(text) ? text : `'${text}`
}
