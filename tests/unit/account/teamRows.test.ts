import { describe, expect, it } from 'vitest'
import type { TeamReportRow } from '../../../src/contract/reports.ts'
import { teamRowOpening } from '../../../src/features/account/teamRows.ts'
import { TARGET_STATUS } from '../../../src/domain/targets.ts'

const row = (status: string): TeamReportRow => ({
  user: { id: 4, text: 'Dimas' },
  authority: 'Member',
  nProposals: 0,
  visits: 0,
  proposalValue: 0,
  sales: 0,
  status,
})

const action = (table: 'leader' | 'mentor', status: string) =>
  teamRowOpening(table, row(status), 2026).action

describe('what a row of the leader and mentor tables opens', () => {
  it('the leader opens a Need approval target for approval, on the table year', () => {
    expect(teamRowOpening('leader', row(TARGET_STATUS.needApproval), 2026)).toEqual({
      action: 'openForApproval',
      label: 'Open for approval',
      params: { year: '2026', userId: '4' },
    })
    expect(action('leader', 'pending')).toBe('openForApproval')
  })

  it('an approved target shows a view icon, in either table', () => {
    expect(action('leader', TARGET_STATUS.approved)).toBe('view')
    expect(action('mentor', TARGET_STATUS.approved)).toBe('view')
    expect(teamRowOpening('mentor', row('Approved'), 2025).params).toEqual({
      year: '2025',
      userId: '4',
    })
  })

  it('the leader opens nothing else: not set or rejected targets', () => {
    for (const status of [TARGET_STATUS.notSet, TARGET_STATUS.rejected, '']) {
      expect(teamRowOpening('leader', row(status), 2026)).toEqual({
        action: 'none',
        label: null,
        params: null,
      })
    }
  })

  it('a mentor row opens the target detail unless it is approved', () => {
    for (const status of [
      TARGET_STATUS.needApproval,
      TARGET_STATUS.notSet,
      TARGET_STATUS.rejected,
    ]) {
      expect(action('mentor', status)).toBe('openDetail')
    }
  })
})
