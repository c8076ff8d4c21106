import { describe, expect, it } from 'vitest'
import type { MasterRm } from '../../../src/contract/master.ts'
import { pickableMasterRms } from '../../../src/features/deals/pickableRms.ts'
import {
  facetValues,
  NO_PERSON_FILTER,
  pickablePeople,
  type PickablePerson,
} from '../../../src/ui/dialogs/personPicker.ts'

const rm = (
  userId: number,
  name: string,
  branchId: number | null,
  segmentId: number,
): MasterRm => ({
  userId,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}${userId}@crm.test`,
  branch: branchId === null ? null : { id: branchId, text: `Branch ${branchId}` },
  segment: { id: segmentId, text: `Segment ${segmentId}` },
})

const RMS = pickableMasterRms([
  rm(1, 'Citra Lestari', 1, 1),
  rm(2, 'Budi Santoso', 2, 1),
  rm(3, 'Citra Dewi', 2, 2),
  rm(4, 'Old row', null, 2),
])
const names = (rows: readonly PickablePerson[]) => rows.map((row) => row.name)

describe('the person picker', () => {
  it('shows everyone without a filter', () => {
    expect(pickablePeople(RMS, NO_PERSON_FILTER)).toHaveLength(4)
  })

  it('filters by branch and segment together, and searches name or email ignoring case', () => {
    expect(names(pickablePeople(RMS, { ...NO_PERSON_FILTER, branch: 'Branch 2' }))).toEqual([
      'Budi Santoso',
      'Citra Dewi',
    ])
    expect(
      names(pickablePeople(RMS, { branch: 'Branch 2', segment: 'Segment 2', search: '' })),
    ).toEqual(['Citra Dewi'])
    expect(names(pickablePeople(RMS, { ...NO_PERSON_FILTER, search: '  CITRA ' }))).toEqual([
      'Citra Lestari',
      'Citra Dewi',
    ])
    expect(names(pickablePeople(RMS, { ...NO_PERSON_FILTER, search: 'budi2@crm' }))).toEqual([
      'Budi Santoso',
    ])
  })

  it('leaves out a person without a branch once a branch is chosen', () => {
    expect(
      names(pickablePeople(RMS, { branch: 'Branch 1', segment: 'Segment 2', search: '' })),
    ).toEqual([])
  })

  it('offers as filter options only the values the people have, sorted, without blanks', () => {
    expect(facetValues(RMS, 'branch')).toEqual(['Branch 1', 'Branch 2'])
    expect(facetValues(RMS, 'segment')).toEqual(['Segment 1', 'Segment 2'])
    const withoutFacets = [{ id: 9, name: 'No facets', branch: '', segment: ' ' }]
    expect(facetValues(withoutFacets, 'branch')).toEqual([])
    expect(facetValues(withoutFacets, 'segment')).toEqual([])
  })

  it('keeps the master RM each row stands for', () => {
    expect(RMS[0]).toMatchObject({ id: 1, email: 'citra1@crm.test', branch: 'Branch 1' })
    expect(RMS[0]!.rm.userId).toBe(1)
    expect(RMS[3]!.branch).toBe('')
  })
})
