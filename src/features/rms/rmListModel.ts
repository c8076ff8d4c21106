/**
 * The Relationship Manager List read from IndexedDB (sales-activity-spec "Relationship manager
 * list (/rm)", section 9): the segment and branch filter (0: all) and the search applied to the
 * RMs the device holds as the server applies them (name, email or job title, anywhere, without
 * regard to case), sorted by name, cut into pages of 10. Pure functions, so the offline list and
 * its tests need no database.
 */
import { RMS_PER_PAGE } from '../../contract/rms.ts'
import { sortRms, type RmRecord } from '../../entities/rms/rmRows.ts'
import { pageOf, type Page } from '../clients/index.ts'

export interface RmListQuery {
  segment: number
  branch: number
  search: string
}

export const NO_RM_FILTER: RmListQuery = { segment: 0, branch: 0, search: '' }

export function rmMatches(rm: RmRecord, query: RmListQuery): boolean {
  const wanted = query.search.trim().toLowerCase()
  const found =
    wanted === '' ||
    [rm.name, rm.email, rm.jobTitle ?? ''].some((text) => text.toLowerCase().includes(wanted))
  return (
    found &&
    (query.segment === 0 || rm.segment?.id === query.segment) &&
    (query.branch === 0 || rm.branch?.id === query.branch)
  )
}

export function rmListPage(
  rms: readonly RmRecord[],
  query: RmListQuery,
  page: number,
  perPage: number = RMS_PER_PAGE,
): Page<RmRecord> {
  return pageOf(sortRms(rms.filter((rm) => rmMatches(rm, query))), page, perPage)
}

/** The No. column: the row's place in the whole filtered list. */
export const rowNumber = (page: number, index: number, perPage: number = RMS_PER_PAGE): number =>
  (page - 1) * perPage + index + 1
