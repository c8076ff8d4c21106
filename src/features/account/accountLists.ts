/**
 * The account tables' search and paging, on the device: each table's whole range is one kept
 * answer (accountViews.ts), searched here as the server searches it (without regard to case,
 * anywhere in the text) and cut into pages of 5, so both work offline. Pure functions.
 */
import type { ProposalRow } from '../../contract/proposals.ts'
import type { VisitRow } from '../../contract/visits.ts'
import { pageOf, type Page } from '../clients/index.ts'
import { ACCOUNT_PAGE_SIZE } from '../../entities/reports/accountViews.ts'

const containsAny = (texts: readonly string[], search: string): boolean => {
  const wanted = search.trim().toLowerCase()
  return wanted === '' || texts.some((text) => text.toLowerCase().includes(wanted))
}

/** A visit: its company, location, objective, next step or remark. */
export const visitMatches = (row: VisitRow, search: string): boolean =>
  containsAny([row.company, row.location, row.objective, row.nextStep, row.remarks], search)

/** A proposal (own or a team's): its name (the deal's) or its client. */
export const proposalMatches = (row: ProposalRow, search: string): boolean =>
  containsAny([row.name, row.client.text], search)

/** A page of the rows matching `search`, in the answer's order (newest first). */
export function localPage<T>(
  rows: readonly T[],
  matches: (row: T, search: string) => boolean,
  search: string,
  page: number,
  perPage: number = ACCOUNT_PAGE_SIZE,
): Page<T> {
  return pageOf(
    rows.filter((row) => matches(row, search)),
    page,
    perPage,
  )
}

/** The No. column: the row's place among the matching rows. */
export const rowNumber = (page: number, index: number, perPage = ACCOUNT_PAGE_SIZE): number =>
  (page - 1) * perPage + index + 1
