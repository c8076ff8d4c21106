import { describe, expect, it } from 'vitest'
import {
  availableShareOptions,
  canSaveShare,
  nominalFromPercent,
  numberOrZero,
  ownersNeedResave,
  percentFromNominal,
  recomputeNominals,
  setShareMode,
  shareForSave,
  shareFromNominal,
  shareFromPercent,
  sharesDifferFromValue,
  sharesTotal,
  type Share,
} from '../../../src/domain/shares.ts'

describe('percent entered: nominal = percent / 100 x value', () => {
  it.each([
    [50, 1000000, 500000],
    [100, 1000000, 1000000],
    [0, 1000000, 0],
    [33.5, 2000000, 670000],
    [25, 0, 0],
    [12.5, 80000000, 10000000],
    [Number.NaN, 1000, 0],
    [50, Number.NaN, 0],
  ])('%d %% of %d is %d', (percent, value, nominal) => {
    expect(nominalFromPercent(percent, value)).toBe(nominal)
    expect(shareFromPercent(percent, value)).toEqual({
      percent: numberOrZero(percent),
      nominal,
      usePercent: true,
    })
  })
})

describe('nominal entered: percent = nominal / value x 100', () => {
  it.each([
    [500000, 1000000, 50],
    [1000000, 1000000, 100],
    [0, 1000000, 0],
    [250000, 2000000, 12.5],
    [500, 0, 0],
    [Number.NaN, 1000, 0],
    [100, Number.NaN, 0],
  ])('%d of %d is %d %%', (nominal, value, percent) => {
    expect(percentFromNominal(nominal, value)).toBe(percent)
    expect(shareFromNominal(nominal, value)).toEqual({
      percent,
      nominal: numberOrZero(nominal),
      usePercent: false,
    })
  })
})

const row = (
  percent: number,
  nominal: number,
  usePercent: boolean,
  id = 1,
): Share & { tribeId: number } => ({
  tribeId: id,
  percent,
  nominal,
  usePercent,
})

describe('toggling a list mode converts every row', () => {
  it('to nominal: each nominal recomputed from its percent', () => {
    const shares = [row(60, 0, true, 1), row(40, 123, true, 2)]
    expect(setShareMode(shares, false, 1000000)).toEqual([
      row(60, 600000, false, 1),
      row(40, 400000, false, 2),
    ])
  })

  it('to percentage: each percent recomputed from its nominal', () => {
    const shares = [row(0, 750000, false, 1), row(99, 250000, false, 2)]
    expect(setShareMode(shares, true, 1000000)).toEqual([
      row(75, 750000, true, 1),
      row(25, 250000, true, 2),
    ])
  })

  it('to percentage with a value of 0 gives 0 percent', () => {
    expect(setShareMode([row(10, 500, false)], true, 0)).toEqual([row(0, 500, true)])
  })

  it('stores NaN as 0 while converting', () => {
    expect(setShareMode([row(Number.NaN, Number.NaN, true)], false, 1000)).toEqual([
      row(0, 0, false),
    ])
  })

  it('does not change the list it was given', () => {
    const shares = [row(50, 0, true)]
    setShareMode(shares, false, 1000)
    expect(shares).toEqual([row(50, 0, true)])
  })

  it('round-trips percent -> nominal -> percent', () => {
    const shares = [row(37.5, 0, true), row(62.5, 0, true)]
    const back = setShareMode(setShareMode(shares, false, 8000000), true, 8000000)
    expect(back.map((share) => share.percent)).toEqual([37.5, 62.5])
  })
})

describe('changing the value (> 0) recomputes each nominal from its percent', () => {
  const shares = [row(60, 600000, true, 1), row(40, 400000, false, 2)]

  it.each([
    [2000000, [1200000, 800000]],
    [1, [0.6, 0.4]],
    [0, [600000, 400000]],
    [-5, [600000, 400000]],
    [Number.NaN, [600000, 400000]],
  ])('value %d gives nominals %j', (value, nominals) => {
    expect(recomputeNominals(shares, value).map((share) => share.nominal)).toEqual(nominals)
  })

  it('keeps percents and modes', () => {
    expect(
      recomputeNominals(shares, 2000000).map((share) => [share.percent, share.usePercent]),
    ).toEqual([
      [60, true],
      [40, false],
    ])
  })
})

describe('shares differ from the proposal value', () => {
  it.each([
    [[600000, 400000], 1000000, false],
    [[600000, 300000], 1000000, true],
    [[333333.33, 333333.33, 333333.33], 1000000, false],
    [[600000, 400001], 1000000, true],
    [[], 1000000, false],
    [[0], 0, false],
    [[100], 0, true],
  ])('nominals %j against %d: %s', (nominals, value, differ) => {
    const shares = nominals.map((nominal) => row(0, nominal, false))
    expect(sharesTotal(shares)).toBeCloseTo(nominals.reduce((a, b) => a + b, 0))
    expect(sharesDifferFromValue(shares, value)).toBe(differ)
  })

  it('re-saves owners whose percent shares are stale after a value change', () => {
    const stale = [row(60, 600000, true), row(40, 400000, true)]
    expect(ownersNeedResave({ tribes: stale, rms: [] }, 2000000)).toBe(true)
    expect(ownersNeedResave({ tribes: [], rms: stale }, 2000000)).toBe(true)
  })

  it('does not re-save shares in step with the value', () => {
    const current = [row(60, 1200000, true), row(40, 800000, true)]
    expect(ownersNeedResave({ tribes: current, rms: current }, 2000000)).toBe(false)
  })

  it('does not re-save shares that deliberately sum to less than the value', () => {
    const partial = [row(50, 1000000, true)]
    expect(sharesDifferFromValue(partial, 2000000)).toBe(true)
    expect(ownersNeedResave({ tribes: partial, rms: [] }, 2000000)).toBe(false)
  })
})

describe('share dialog', () => {
  it('stores NaN shares as 0 for the payload', () => {
    expect(shareForSave(row(Number.NaN, Number.NaN, true, 7))).toEqual(row(0, 0, true, 7))
  })

  it.each([
    [null, false],
    [undefined, false],
    [0, false],
    [3, true],
  ])('Save with %j chosen is enabled: %s', (id, enabled) => {
    expect(canSaveShare(id)).toBe(enabled)
  })

  const tribes = [
    { id: 1, text: 'Retail' },
    { id: 2, text: 'Corporate' },
    { id: 3, text: 'Public' },
  ]

  it.each([
    [[], null, [1, 2, 3]],
    [[1], null, [2, 3]],
    [[1, 3], null, [2]],
    [[1, 3], 3, [2, 3]],
    [[1, 2, 3], null, []],
  ])('with %j chosen (editing %j) offers %j', (chosen, editing, offered) => {
    expect(
      availableShareOptions(tribes, (tribe) => tribe.id, chosen, editing).map((tribe) => tribe.id),
    ).toEqual(offered)
  })
})
