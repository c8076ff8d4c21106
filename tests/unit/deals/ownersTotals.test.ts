/**
 * The Owners dialog's share lists add up to 100 % at most: the running total of each list (tribes
 * and RMs apart), the message that keeps Save off above it, no automatic re-save of owners the
 * provider would refuse, and the owners payload validator refusing them (400).
 */
import { describe, expect, it } from 'vitest'
import { ownersRequest, type OwnersRequest } from '../../../src/contract/deals.ts'
import { check } from '../../../src/contract/validate.ts'
import {
  MAX_SHARES_PERCENT,
  sharesOverWhole,
  sharesPercentTotal,
} from '../../../src/domain/shares.ts'
import {
  listsOverWhole,
  overWholeMessage,
  resavedOwners,
  shareListTotal,
  type ShareRow,
} from '../../../src/features/deals/owners/ownersModel.ts'
import type { DealOwners } from '../../../src/entities/deals/dealDetailOps.ts'
import { expectAccepted, expectRefused } from '../contract/expectations.ts'

const row = (id: number, percent: number, nominal = 0, usePercent = true): ShareRow => ({
  id,
  text: `Share ${id}`,
  percent,
  nominal,
  usePercent,
})

describe('a share list adds up to 100 % at most', () => {
  it('is 100', () => {
    expect(MAX_SHARES_PERCENT).toBe(100)
  })

  it.each<[number[], number, boolean]>([
    [[], 0, false],
    [[60, 40], 100, false],
    [[33.33, 33.33, 33.34], 100, false],
    [[100 / 3, 100 / 3, 100 / 3], 100, false],
    [[60, 50], 110, true],
    [[100, 0.01], 100.01, true],
    [[Number.NaN, 90], 90, false],
  ])('%j adds up to %d; over: %s', (percents, total, over) => {
    const rows = percents.map((percent, index) => row(index + 1, percent))
    expect(sharesPercentTotal(rows)).toBeCloseTo(total, 6)
    expect(sharesOverWhole(rows)).toBe(over)
  })

  it('counts shares entered as nominals by their percent of the value', () => {
    const rows = [row(1, 75, 150_000_000, false), row(2, 50, 100_000_000, false)]
    expect(shareListTotal(rows)).toEqual({ percent: 125, nominal: 250_000_000, over: true })
  })
})

describe('the Owners dialog refuses Save above 100 %', () => {
  it('names each list over 100 % with its total; tribes and RMs apart', () => {
    const within = { tribes: [row(1, 100)], rms: [row(7, 60), row(8, 40)] }
    expect(listsOverWhole(within)).toEqual([])
    expect(overWholeMessage(within)).toBeNull()

    const rmsOver = { tribes: [row(1, 100)], rms: [row(7, 60), row(8, 50)] }
    expect(listsOverWhole(rmsOver)).toEqual(['rms'])
    expect(overWholeMessage(rmsOver)).toBe(
      'Relationship Manager shares add up to 110%. Each list can add up to 100% at most: lower the shares to save.',
    )

    const bothOver = { tribes: [row(1, 70), row(2, 50.5)], rms: [row(7, 60), row(8, 50)] }
    expect(overWholeMessage(bothOver)).toBe(
      'Tribe shares add up to 120.5% and Relationship Manager shares add up to 110%. Each list can add up to 100% at most: lower the shares to save.',
    )
  })

  it('does not re-save owners over 100 % automatically (the provider would refuse them)', () => {
    const owners = {
      tribes: [],
      rms: [
        {
          userId: 7,
          name: 'Rina',
          email: '',
          percentage: 60,
          percent: 60,
          nominal: 0,
          usePercent: true,
        },
        {
          userId: 8,
          name: 'Sari',
          email: '',
          percentage: 50,
          percent: 50,
          nominal: 0,
          usePercent: true,
        },
      ],
      segment: null,
      branch: null,
      pic: null,
      consultants: [],
    } satisfies DealOwners
    expect(resavedOwners(owners, 100_000_000)).toBeNull()
    const within = {
      ...owners,
      rms: owners.rms.map((rm) => ({ ...rm, percent: 50, percentage: 50 })),
    }
    expect(resavedOwners(within, 100_000_000)?.rms.map((rm) => rm.nominal)).toEqual([
      50_000_000, 50_000_000,
    ])
  })
})

describe('the owners payload validator', () => {
  const GOOD: OwnersRequest = {
    dealId: 4,
    userId: 1,
    segmentId: 1,
    branchId: 1,
    consultants: [],
    rms: [
      { userId: 7, percent: 60, nominal: 0, usePercent: true },
      { userId: 8, percent: 40, nominal: 0, usePercent: true },
    ],
    tribes: [{ tribeId: 1, percent: 100, nominal: 0, usePercent: true }],
    picId: 0,
  }

  it('takes lists of 100 % or less, 33.33 + 33.33 + 33.34 too', () => {
    expectAccepted(check(ownersRequest, GOOD))
    expectAccepted(
      check(ownersRequest, {
        ...GOOD,
        rms: [33.33, 33.33, 33.34].map((percent, index) => ({
          userId: 7 + index,
          percent,
          nominal: 0,
          usePercent: true,
        })),
      }),
    )
  })

  it('refuses RM shares over 100 %', () => {
    expectRefused(
      check(ownersRequest, {
        ...GOOD,
        rms: [
          { userId: 7, percent: 60, nominal: 0, usePercent: true },
          { userId: 8, percent: 50, nominal: 0, usePercent: true },
        ],
      }),
      { field: 'rms', description: 'rms percent shares add up to 110%, more than 100' },
    )
  })

  it('refuses tribe shares over 100 %', () => {
    expectRefused(
      check(ownersRequest, {
        ...GOOD,
        tribes: [
          { tribeId: 1, percent: 70, nominal: 0, usePercent: true },
          { tribeId: 2, percent: 40, nominal: 0, usePercent: false },
        ],
      }),
      { field: 'tribes', description: 'tribes percent shares add up to 110%, more than 100' },
    )
  })
})
