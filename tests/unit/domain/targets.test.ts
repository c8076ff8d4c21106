import { describe, expect, it } from 'vitest'
import {
  MONTHS_IN_TARGET,
  TARGET_KIND,
  TARGET_STATUS,
  canAddTargetRow,
  emptyYearTargetRows,
  targetAmounts,
  targetApproveVisible,
  targetButtonLabel,
  targetEditVisible,
  targetInputsEnabled,
  targetRejectVisible,
  targetStatusOf,
  targetSubmitVisible,
  teamRowTargetAction,
  type TargetMode,
} from '../../../src/domain/targets.ts'
import { ADD_TARGET_MENU } from '../../../src/domain/targetTypes.ts'

describe('target kinds: 1 proposals, 2 visits, 3 value, 4 sales', () => {
  it('numbers the four kinds', () => {
    expect(TARGET_KIND).toEqual({ proposals: 1, salesVisits: 2, proposalValue: 3, sales: 4 })
  })

  it('writes a row amounts in id order', () => {
    expect(
      targetAmounts({
        month: 3,
        year: 2024,
        no_proposal: 4,
        sales_visit: 10,
        proposal_value: 500000000,
        sales: 250000000,
      }),
    ).toEqual([
      { id: 1, amount: 4 },
      { id: 2, amount: 10 },
      { id: 3, amount: 500000000 },
      { id: 4, amount: 250000000 },
    ])
  })

  it('stores NaN amounts as 0', () => {
    expect(
      targetAmounts({
        month: 1,
        year: 2024,
        no_proposal: Number.NaN,
        sales_visit: 1,
        proposal_value: 2,
        sales: 3,
      })[0],
    ).toEqual({ id: 1, amount: 0 })
  })
})

describe('twelve months', () => {
  it('gives a personal target January to December', () => {
    const rows = emptyYearTargetRows(2024)
    expect(MONTHS_IN_TARGET).toBe(12)
    expect(rows.map((row) => row.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(rows.every((row) => row.year === 2024 && row.sales === 0 && row.no_proposal === 0)).toBe(
      true,
    )
  })

  const row = (month: number | null, year: number | null) => ({ month, year })
  it.each([
    [[], true],
    [[row(1, 2024)], true],
    [[row(1, 2024), row(null, 2024)], false],
    [[row(1, 2024), row(2, null)], false],
    [[row(null, null)], false],
    [[row(0, 2024)], false],
    [Array.from({ length: 11 }, (_, index) => row(index + 1, 2024)), true],
    [Array.from({ length: 12 }, (_, index) => row(index + 1, 2024)), false],
  ])('rows %j allow a new row: %s', (rows, allowed) => {
    expect(canAddTargetRow(rows)).toBe(allowed)
  })
})

describe('target status', () => {
  it.each([
    ['Targets not set.', 'notSet'],
    ['Not Submitted yet', 'notSet'],
    ['Need approval', 'needApproval'],
    ['need approval', 'needApproval'],
    ['pending', 'needApproval'],
    ['Targets approved', 'approved'],
    ['Approved', 'approved'],
    ['Targets rejected', 'rejected'],
    ['Rejected', 'rejected'],
    ['', 'notSet'],
    [null, 'notSet'],
    ['something else', 'notSet'],
  ] as const)('%j reads as %s', (text, status) => {
    expect(targetStatusOf(text)).toBe(status)
  })

  it.each(Object.entries(TARGET_STATUS))('the %s text %j reads back', (status, text) => {
    expect(targetStatusOf(text)).toBe(status)
  })

  it.each([
    ['needApproval', 'Detail Target'],
    ['approved', 'Detail Target'],
    ['notSet', 'Add Target'],
    ['rejected', 'Add Target'],
  ] as const)('status %s shows the button %j', (status, label) => {
    expect(targetButtonLabel(status)).toBe(label)
  })
})

describe('target screen modes', () => {
  it.each([
    ['add', true, false, true, false],
    ['edit', true, false, true, false],
    ['detail', false, true, false, false],
    ['pending', false, true, false, true],
    ['self', false, true, false, false],
    ['approve', false, false, false, false],
    ['rejected', false, false, false, false],
  ] as const)(
    '%s: inputs %s, Edit %s, Submit %s, Approve %s',
    (mode: TargetMode, inputs, edit, submit, approve) => {
      expect(targetInputsEnabled(mode)).toBe(inputs)
      expect(targetEditVisible(mode)).toBe(edit)
      expect(targetSubmitVisible(mode)).toBe(submit)
      expect(targetApproveVisible(mode)).toBe(approve)
    },
  )

  it.each([
    ['pending', 1, true],
    ['pending', 2, true],
    ['pending', 5, false],
    ['detail', 1, false],
  ] as const)('Reject in %s mode for role %i: %s', (mode, roleId, visible) => {
    expect(targetRejectVisible(mode, roleId)).toBe(visible)
  })
})

describe('team table rows', () => {
  it.each([
    ['leader', 'needApproval', 'openForApproval'],
    ['leader', 'approved', 'view'],
    ['leader', 'notSet', 'none'],
    ['leader', 'rejected', 'none'],
    ['mentor', 'needApproval', 'openDetail'],
    ['mentor', 'notSet', 'openDetail'],
    ['mentor', 'rejected', 'openDetail'],
    ['mentor', 'approved', 'view'],
  ] as const)('%s row with status %s: %s', (table, status, action) => {
    expect(teamRowTargetAction(table, status)).toBe(action)
  })
})

it('offers Tribe, Relationship Manager, Segment and Branch targets', () => {
  expect(ADD_TARGET_MENU.map((entry) => [entry.label, entry.type])).toEqual([
    ['Tribe', 'tribe'],
    ['Relationship Manager', 'rm'],
    ['Segment', 'segment'],
    ['Branch', 'branch'],
  ])
})
