import { check } from '../../../src/contract/validate.ts'
import { describe, expect, it } from 'vitest'
import {
  TARGET_KIND,
  TARGET_STATUS,
  targetPayload,
  type TargetMonth,
  type TargetPayload,
} from '../../../src/contract/targets.ts'
import { expectAccepted, expectRefused, type Refusal } from './expectations.ts'

const month = (number: number, year = 2024): TargetMonth => ({
  month: number,
  year,
  targets: [
    { id: 1, amount: 4 },
    { id: 2, amount: 10 },
    { id: 3, amount: 250_000_000 },
    { id: 4, amount: 200_000_000.5 },
  ],
})

const GOOD: TargetPayload = {
  id: 7,
  type: 'rm',
  userId: 7,
  items: [month(1), month(2)],
  Approve: false,
  Reject: false,
}

describe('target constants', () => {
  it('number the four kinds as the personal target payload does', () => {
    expect(TARGET_KIND).toEqual({ proposals: 1, salesVisits: 2, proposalValue: 3, sales: 4 })
  })

  it('spell the status texts as the spec', () => {
    expect(Object.values(TARGET_STATUS)).toEqual([
      'Targets not set.',
      'Need approval',
      'Targets approved',
      'Targets rejected',
    ])
  })
})

describe('targetPayload accepts', () => {
  it.each<[string, Record<string, unknown>, Partial<TargetPayload>?]>([
    ['a personal target of two months', {}],
    ['a tribe target', { type: 'tribe', id: 2 }],
    ['a segment target', { type: 'segment' }],
    ['a branch target', { type: 'branch' }],
    ['twelve months', { items: Array.from({ length: 12 }, (_, index) => month(index + 1)) }],
    ['the same month of two years', { items: [month(12, 2024), month(12, 2025)] }],
    [
      'a month with only some kinds',
      { items: [{ month: 3, year: 2024, targets: [{ id: 4, amount: 1 }] }] },
    ],
    ['an approval without rows', { Approve: true, items: [] }],
    ['a rejection without rows', { Reject: true, items: undefined }, { items: [] }],
    ['absent flags', { Approve: undefined, Reject: undefined }, { Approve: false, Reject: false }],
  ])('%s', (_case, change, normalised = {}) => {
    expect(expectAccepted(check(targetPayload, { ...GOOD, ...change }))).toEqual({
      ...GOOD,
      ...change,
      ...normalised,
    })
  })
})

const REFUSED: Refusal[] = [
  ['an unknown type', { type: 'team' }, 'type', 'type must be one of tribe, rm, segment, branch'],
  [
    'a capitalised type',
    { type: 'Tribe' },
    'type',
    'type must be one of tribe, rm, segment, branch',
  ],
  ['no type', { type: undefined }, 'type', 'type is required'],
  ['no unit id', { id: undefined }, 'id', 'id is required'],
  ['no userId', { userId: 0 }, 'userId', 'userId must be a whole number of at least 1'],
  ['no rows when submitting', { items: [] }, 'items', 'items must hold at least 1 entry'],
  [
    'Approve and Reject together',
    { Approve: true, Reject: true },
    'Reject',
    'Approve and Reject cannot both be true',
  ],
  ['Approve as a word', { Approve: 'yes' }, 'Approve', 'Approve must be true or false'],
  [
    'month 0',
    { items: [month(0)] },
    'items[0].month',
    'items[0].month must be a month from 1 to 12',
  ],
  [
    'month 13',
    { items: [month(1), month(13)] },
    'items[1].month',
    'items[1].month must be a month from 1 to 12',
  ],
  [
    'a row without a year',
    { items: [{ month: 1, targets: [] }] },
    'items[0].year',
    'items[0].year is required',
  ],
  [
    'the same month twice',
    { items: [month(5), month(5)] },
    'items',
    'items must not hold the same month and year twice',
  ],
  [
    'target kind 0',
    { items: [{ month: 1, year: 2024, targets: [{ id: 0, amount: 1 }] }] },
    'items[0].targets[0].id',
    'items[0].targets[0].id must be one of 1, 2, 3, 4',
  ],
  [
    'target kind 5',
    { items: [{ month: 1, year: 2024, targets: [{ id: 5, amount: 1 }] }] },
    'items[0].targets[0].id',
    'items[0].targets[0].id must be one of 1, 2, 3, 4',
  ],
  [
    'a kind twice in a month',
    {
      items: [
        {
          month: 1,
          year: 2024,
          targets: [
            { id: 3, amount: 1 },
            { id: 3, amount: 2 },
          ],
        },
      ],
    },
    'items[0].targets',
    'items[0].targets must not hold the same target kind twice',
  ],
  [
    'a fractional number of proposals',
    { items: [{ month: 1, year: 2024, targets: [{ id: 1, amount: 1.5 }] }] },
    'items[0].targets[0].amount',
    'items[0].targets[0].amount must be a whole number',
  ],
  [
    'a negative sales target',
    { items: [{ month: 1, year: 2024, targets: [{ id: 4, amount: -1 }] }] },
    'items[0].targets[0].amount',
    'items[0].targets[0].amount must be a number of at least 0',
  ],
  [
    'a target without an amount',
    { items: [{ month: 1, year: 2024, targets: [{ id: 2 }] }] },
    'items[0].targets[0].amount',
    'items[0].targets[0].amount is required',
  ],
]

describe('targetPayload refuses', () => {
  it.each(REFUSED)('%s', (_case, change, field, description) => {
    expectRefused(check(targetPayload, { ...GOOD, ...change }), { field, description })
  })
})
