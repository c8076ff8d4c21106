import { describe, expect, it } from 'vitest'
import type { TargetMonthRead } from '../../../src/contract/targets.ts'
import {
  canSaveTargetDraft,
  cellKey,
  emptyTargetRow,
  MONTH_TWICE,
  MONTH_UNREADABLE,
  monthInputValue,
  monthOutOfRange,
  prefillTargetRows,
  readCellKey,
  readMonthInput,
  targetItemsOf,
  targetRowErrors,
  withCell,
  withoutRow,
  withRowAddedOnSalesFocus,
  type TargetRowDraft,
} from '../../../src/features/targets/dialog/targetDialogDraft.ts'

const YEAR = 2026

const month = (value: number, year = YEAR): TargetMonthRead => ({
  month: value,
  year,
  no_proposal: 0,
  sales_visit: 0,
  proposal_value: 0,
  sales: 0,
})

const row = (key: number, monthText: string, amounts: Partial<TargetRowDraft['amounts']> = {}) => ({
  ...emptyTargetRow(key),
  month: monthText,
  amounts: { ...emptyTargetRow(key).amounts, ...amounts },
})

describe('the target dialog rows', () => {
  it('reads and writes the month input', () => {
    expect(monthInputValue(3, YEAR)).toBe('2026-03')
    expect(readMonthInput('2026-03')).toEqual({ month: 3, year: 2026 })
    expect(readMonthInput('')).toBeNull()
    expect(readMonthInput('2026-13')).toBeNull()
    expect(readMonthInput('26-03')).toBeNull()
    expect(readCellKey(cellKey(4, 'sales'))).toEqual({ index: 4, field: 'sales' })
  })

  it('starts with one empty row when the device holds no target, or one with no amounts', () => {
    expect(prefillTargetRows(undefined)).toEqual([emptyTargetRow(1)])
    expect(prefillTargetRows([month(1), month(2)])).toEqual([emptyTargetRow(1)])
  })

  it('prefills the stored months with any amount, in month order', () => {
    const rows = prefillTargetRows([
      { ...month(5), sales: 2_500_000 },
      month(1),
      { ...month(2), no_proposal: 3, proposal_value: 1_234_567 },
    ])
    expect(rows).toEqual([
      {
        key: 1,
        month: '2026-02',
        amounts: { no_proposal: '3', sales_visit: '', proposal_value: '1,234,567', sales: '' },
      },
      {
        key: 2,
        month: '2026-05',
        amounts: { no_proposal: '', sales_visit: '', proposal_value: '', sales: '2,500,000' },
      },
    ])
  })

  it('adds a row on the last Sales focus only once that row has a month and year', () => {
    const one = [emptyTargetRow(1)]
    expect(withRowAddedOnSalesFocus(one, 0)).toBe(one)
    const dated = withCell(one, 0, 'month', '2026-01')
    const two = withRowAddedOnSalesFocus(dated, 0)
    expect(two).toHaveLength(2)
    expect(two[1]).toEqual(emptyTargetRow(2))
    // Not the last row: nothing added.
    const withMonths = withCell(two, 1, 'month', '2026-02')
    expect(withRowAddedOnSalesFocus(withMonths, 0)).toBe(withMonths)
  })

  it('never goes beyond twelve rows', () => {
    const twelve = Array.from({ length: 12 }, (_, index) =>
      row(index + 1, monthInputValue(index + 1, YEAR)),
    )
    expect(withRowAddedOnSalesFocus(twelve, 11)).toBe(twelve)
  })

  it('removes a row, but never the only one; new rows take a key not in use', () => {
    const one = [emptyTargetRow(1)]
    expect(withoutRow(one, 0)).toBe(one)
    const rows = [row(1, '2026-01'), row(5, '2026-02')]
    expect(withoutRow(rows, 0)).toEqual([rows[1]])
    const added = withRowAddedOnSalesFocus(rows, 1)
    expect(added.map((each) => each.key)).toEqual([1, 5, 6])
  })

  it('formats IDR cells while typed and keeps counts as typed', () => {
    const rows = withCell(
      withCell([emptyTargetRow(1)], 0, 'proposal_value', '1500000'),
      0,
      'no_proposal',
      '2.5',
    )
    expect(rows[0]!.amounts).toMatchObject({ proposal_value: '1,500,000', no_proposal: '2.5' })
  })
})

describe('saving the target dialog', () => {
  it('is possible once a unit is chosen and a row has a month', () => {
    expect(canSaveTargetDraft(0, [row(1, '2026-01')])).toBe(false)
    expect(canSaveTargetDraft(3, [emptyTargetRow(1)])).toBe(false)
    expect(canSaveTargetDraft(3, [emptyTargetRow(1), row(2, '2026-01')])).toBe(true)
  })

  it('sends the rows with a month, in month order, amounts read (blank is 0)', () => {
    const rows = [
      row(1, '2026-03', { no_proposal: '2', sales: '1,250,000.6' }),
      row(2, '', { sales_visit: '9' }),
      row(3, '2026-01', { sales_visit: '4', proposal_value: '300,000' }),
    ]
    expect(targetItemsOf(rows, YEAR)).toEqual({
      items: [
        { month: 1, year: 2026, no_proposal: 0, sales_visit: 4, proposal_value: 300_000, sales: 0 },
        {
          month: 3,
          year: 2026,
          no_proposal: 2,
          sales_visit: 0,
          proposal_value: 0,
          sales: 1_250_001,
        },
      ],
    })
  })

  it('refuses bad input with an error per cell', () => {
    const rows = [
      row(1, '2026-01', { no_proposal: '1.5', sales_visit: 'abc', proposal_value: '-5' }),
      row(2, '2026-01'),
      row(3, '2040-01'),
      row(4, '2026'),
    ]
    const errors = targetRowErrors(rows, YEAR)
    expect(Object.fromEntries(errors)).toEqual({
      '0:no_proposal': 'Enter a whole number',
      '0:sales_visit': 'Enter an amount of 0 or more',
      '0:proposal_value': 'Enter an amount of 0 or more',
      '1:month': MONTH_TWICE,
      '2:month': monthOutOfRange(2016, 2036),
      '3:month': MONTH_UNREADABLE,
    })
    expect(targetItemsOf(rows, YEAR)).toEqual({ errors })
  })

  it('has no errors for a fresh row', () => {
    expect(targetRowErrors([emptyTargetRow(1)], YEAR).size).toBe(0)
  })
})
