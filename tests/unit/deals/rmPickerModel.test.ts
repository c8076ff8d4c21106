import { describe, expect, it } from 'vitest'
import type { MasterRm } from '../../../src/contract/master.ts'
import { EMPTY_RM_PICKER_FILTER, pickableRms } from '../../../src/features/deals/rmPickerModel.ts'

const rm = (
  userId: number,
  name: string,
  branchId: number | null,
  segmentId: number,
): MasterRm => ({
  userId,
  name,
  email: `${userId}@crm.test`,
  branch: branchId === null ? null : { id: branchId, text: `Branch ${branchId}` },
  segment: { id: segmentId, text: `Segment ${segmentId}` },
})

const RMS = [
  rm(1, 'Citra Lestari', 1, 1),
  rm(2, 'Budi Santoso', 2, 1),
  rm(3, 'Citra Dewi', 2, 2),
  rm(4, 'Old row', null, 2),
]
const names = (rows: MasterRm[]) => rows.map((row) => row.name)

describe('the relationship manager picker', () => {
  it('shows every RM without a filter', () => {
    expect(pickableRms(RMS, EMPTY_RM_PICKER_FILTER)).toHaveLength(4)
  })

  it('filters by branch and segment together, and by name ignoring case', () => {
    expect(names(pickableRms(RMS, { branchId: 2, segmentId: 0, search: '' }))).toEqual([
      'Budi Santoso',
      'Citra Dewi',
    ])
    expect(names(pickableRms(RMS, { branchId: 2, segmentId: 2, search: '' }))).toEqual([
      'Citra Dewi',
    ])
    expect(names(pickableRms(RMS, { branchId: 0, segmentId: 0, search: '  citra ' }))).toEqual([
      'Citra Lestari',
      'Citra Dewi',
    ])
  })

  it('leaves out an RM without a branch once a branch is chosen', () => {
    expect(names(pickableRms(RMS, { branchId: 1, segmentId: 2, search: '' }))).toEqual([])
  })
})
