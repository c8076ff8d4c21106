/** The relationship manager picker's rows: filtered by branch and segment (0 for all) and name. */
import type { MasterRm } from '../../contract/master.ts'
import type { IdText } from '../../contract/common.ts'

export interface RmPickerFilter {
  branchId: number
  segmentId: number
  search: string
}

export const EMPTY_RM_PICKER_FILTER: RmPickerFilter = { branchId: 0, segmentId: 0, search: '' }

const matchesId = (wanted: number, value: IdText | null | undefined): boolean =>
  wanted === 0 || value?.id === wanted

export function pickableRms(rms: readonly MasterRm[], filter: RmPickerFilter): MasterRm[] {
  const wanted = filter.search.trim().toLowerCase()
  return rms.filter(
    (rm) =>
      matchesId(filter.branchId, rm.branch) &&
      matchesId(filter.segmentId, rm.segment) &&
      rm.name.toLowerCase().includes(wanted),
  )
}
