import { describe, expect, it } from 'vitest'
import {
  digitCount,
  formatAxisAmount,
  formatCardAmount,
  formatIdr,
  formatIdrWithSymbol,
  formatTotalAmount,
  formatTypedMoney,
  parseMoney,
  toWholeRupiah,
  withIdrSymbol,
} from '../../../src/domain/money.ts'

describe('IDR: comma thousands separator, dot decimal', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [1234567.5, '1,234,567.5'],
    [1234567.25, '1,234,567.25'],
    [1234567.256, '1,234,567.26'],
    [0.1, '0.1'],
    [-1234.5, '-1,234.5'],
    [1000000000000, '1,000,000,000,000'],
    [-0, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
    [null, '0'],
    [undefined, '0'],
  ])('%d is %s', (amount, text) => {
    expect(formatIdr(amount)).toBe(text)
  })

  it('takes a number of decimals', () => {
    expect(formatIdr(1234.5678, 0)).toBe('1,235')
    expect(formatIdr(1234.5678, 3)).toBe('1,234.568')
  })

  it('writes the IDR symbol before the amount', () => {
    expect(formatIdrWithSymbol(1234567)).toBe('IDR 1,234,567')
    expect(withIdrSymbol('12M')).toBe('IDR 12M')
  })
})

describe('digit count of the whole part', () => {
  it.each([
    [0, 1],
    [9, 1],
    [1234567, 7],
    [9999999.99, 7],
    [12345678, 8],
    [-12345678, 8],
    [0.5, 1],
  ])('%d has %i digits', (amount, digits) => {
    expect(digitCount(amount)).toBe(digits)
  })
})

describe('cards: 8 or more digits shown in whole millions with suffix M', () => {
  it.each([
    [0, '0'],
    [999999, '999,999'],
    [1234567, '1,234,567'],
    [9999999, '9,999,999'],
    [10000000, '10M'],
    [12345678, '12M'],
    [12500000, '13M'],
    [99499999, '99M'],
    [150000000, '150M'],
    [1234567890, '1,235M'],
    [-12345678, '-12M'],
    [-12500000, '-13M'],
  ])('%d on a card is %s', (amount, text) => {
    expect(formatCardAmount(amount)).toBe(text)
  })
})

describe('footers and totals: 7 or more digits shown in whole millions with suffix M', () => {
  it.each([
    [0, '0'],
    [999999, '999,999'],
    [1000000, '1M'],
    [1234567, '1M'],
    [2500000, '3M'],
    [9999999, '10M'],
    [12345678, '12M'],
    [1234567890, '1,235M'],
    [-1500000, '-2M'],
    [null, '0'],
  ])('%d in a total is %s', (amount, text) => {
    expect(formatTotalAmount(amount)).toBe(text)
  })
})

describe('chart axes: 7 or more digits in millions with up to two decimals', () => {
  it.each([
    [0, '0'],
    [500000, '500,000'],
    [999999, '999,999'],
    [1000000, '1M'],
    [2500000, '2.5M'],
    [1234567, '1.23M'],
    [12000000, '12M'],
    [1250000000, '1,250M'],
  ])('%d on an axis is %s', (amount, text) => {
    expect(formatAxisAmount(amount)).toBe(text)
  })
})

describe('parsing an entered money string', () => {
  it.each([
    ['1,234,567.5', 1234567.5],
    ['1,234,567', 1234567],
    ['IDR 1,000', 1000],
    ['Rp 2,500.75', 2500.75],
    ['  42 ', 42],
    ['0.5', 0.5],
    ['-1,000', -1000],
    ['1,234.', 1234],
    ['', 0],
    ['abc', 0],
    ['-', 0],
    ['.', 0],
    [null, 0],
    [undefined, 0],
    [1234, 1234],
    [Number.NaN, 0],
  ])('%j is %d', (input, amount) => {
    expect(parseMoney(input)).toBe(amount)
  })

  it.each([0, 1, 999, 1234567.5, 1234567.25, 98765432101])(
    'formats and parses %d back unchanged',
    (amount) => {
      expect(parseMoney(formatIdr(amount))).toBe(amount)
    },
  )
})

describe('whole rupiah for integer payloads', () => {
  it.each([
    [1234.4, 1234],
    [1234.5, 1235],
    [-1234.5, -1235],
    [0, 0],
    [Number.NaN, 0],
  ])('%d is sent as %d', (amount, whole) => {
    expect(toWholeRupiah(amount)).toBe(whole)
  })
})

describe('formatting money while it is typed', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1234', '1,234'],
    ['1234567', '1,234,567'],
    ['1,234,5678', '12,345,678'],
    ['1234.', '1,234.'],
    ['1234.5', '1,234.5'],
    ['1234.567', '1,234.56'],
    ['1.2.3', '1.23'],
    ['.5', '0.5'],
    ['0012', '12'],
    ['0', '0'],
    ['0.', '0.'],
    ['abc', ''],
    ['Rp 1500', '1,500'],
    ['-1500', '-1,500'],
    ['-', '-'],
  ])('%j becomes %j', (raw, shown) => {
    expect(formatTypedMoney(raw)).toBe(shown)
  })

  it('drops decimals when none are allowed', () => {
    expect(formatTypedMoney('1234.56', 0)).toBe('1,234')
  })

  it('gives text that parses to the typed amount', () => {
    expect(parseMoney(formatTypedMoney('1234567.89'))).toBe(1234567.89)
  })
})
