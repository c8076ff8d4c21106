import { format } from 'date-fns'
import { describe, expect, it } from 'vitest'
import {
  boardMonths,
  ALL_PERIOD,
  MONTH_NAMES,
  MONTH_SHORT_NAMES,
  COMPACT_DATE_FORMAT,
  DASHED_DATE_FORMAT,
  DISPLAY_DATE_FORMAT,
  JOURNAL_TIME_FORMAT,
  WIRE_DATE_FORMAT,
  WIRE_TIME_FORMAT,
  YEAR_MONTH_FORMAT,
  formatDashedDate,
  formatDate,
  formatDisplayDate,
  formatJournalTime,
  formatMonth,
  isAllPeriod,
  monthName,
  monthShortName,
  parseCompactDate,
  parseWireDate,
  parseYearMonth,
  periodText,
  rangeBound,
  toCompactDate,
  toDate,
  toWireDate,
  toWireTime,
  toYearMonth,
  yearMonthOf,
} from '../../../src/domain/dates.ts'

// Local times, so the expectations hold in any time zone.
const jan5 = new Date(2024, 0, 5, 14, 30)
const dec31 = new Date(2023, 11, 31, 9, 5)
const feb29 = new Date(2024, 1, 29, 0, 0)

describe('formatDate', () => {
  const forms = [
    DISPLAY_DATE_FORMAT,
    DASHED_DATE_FORMAT,
    JOURNAL_TIME_FORMAT,
    WIRE_DATE_FORMAT,
    WIRE_TIME_FORMAT,
    YEAR_MONTH_FORMAT,
    COMPACT_DATE_FORMAT,
    'MMM yyyy',
    'dd MMM yyyy HH:mm',
  ]
  it.each(forms)('writes %s as date-fns format does, every month of two years', (form) => {
    for (let day = 0; day < 730; day += 7) {
      const date = new Date(2023, 0, 1 + day, day % 24, day % 60)
      expect(formatDate(date, form)).toBe(format(date, form))
    }
  })
})

describe('shown and sent date forms', () => {
  it.each([
    [
      jan5,
      '05 Jan 2024',
      '05-Jan-2024',
      '05 Jan 2024 | 14:30',
      '2024-01-05',
      '202401',
      '20240105',
      '14:30',
    ],
    [
      dec31,
      '31 Dec 2023',
      '31-Dec-2023',
      '31 Dec 2023 | 09:05',
      '2023-12-31',
      '202312',
      '20231231',
      '09:05',
    ],
    [
      feb29,
      '29 Feb 2024',
      '29-Feb-2024',
      '29 Feb 2024 | 00:00',
      '2024-02-29',
      '202402',
      '20240229',
      '00:00',
    ],
  ])('%s', (date, display, dashed, journal, wire, yearMonth, compact, time) => {
    expect(formatDisplayDate(date)).toBe(display)
    expect(formatDashedDate(date)).toBe(dashed)
    expect(formatJournalTime(date)).toBe(journal)
    expect(toWireDate(date)).toBe(wire)
    expect(yearMonthOf(date)).toBe(yearMonth)
    expect(toCompactDate(date)).toBe(compact)
    expect(toWireTime(date)).toBe(time)
  })

  it.each([
    ['2024-01-05', '05 Jan 2024'],
    ['2024-01-05T14:30:00', '05 Jan 2024'],
    ['2024-01-05T23:59:59.123', '05 Jan 2024'],
  ])('reads the server string %j', (input, display) => {
    expect(formatDisplayDate(input)).toBe(display)
  })

  it('reads an ISO date-time without offset as local time', () => {
    expect(formatJournalTime('2024-03-07T08:15:00')).toBe('07 Mar 2024 | 08:15')
  })

  it('reads epoch milliseconds', () => {
    expect(formatDisplayDate(jan5.getTime())).toBe('05 Jan 2024')
  })

  it.each([null, undefined, '', 'not a date', '2024-13-01', Number.NaN])(
    'gives empty text for %j',
    (input) => {
      expect(formatDisplayDate(input)).toBe('')
      expect(formatJournalTime(input)).toBe('')
      expect(toWireDate(input)).toBe('')
      expect(toDate(input)).toBeNull()
    },
  )
})

describe('parsing the wire forms', () => {
  it.each([
    ['2024-01-05', 2024, 0, 5],
    ['2024-02-29', 2024, 1, 29],
    ['1999-12-31', 1999, 11, 31],
  ])('wire date %s', (text, year, monthIndex, day) => {
    const date = parseWireDate(text)
    expect(date).toEqual(new Date(year, monthIndex, day))
    expect(toWireDate(date)).toBe(text)
  })

  it.each([
    '2023-02-29',
    '0000-01-01',
    '2024-1-5',
    '20240105',
    '2024-01-05T00:00',
    '',
    'abc',
    null,
  ])('wire date %j is refused', (text) => {
    expect(parseWireDate(text)).toBeNull()
  })

  it.each([
    ['20240105', new Date(2024, 0, 5)],
    [20231231, new Date(2023, 11, 31)],
  ])('compact date %j', (text, date) => {
    expect(parseCompactDate(text)).toEqual(date)
  })

  it.each(['0', 0, '00000101', '2024015', '20241301', '20240230', null])(
    'compact date %j is refused (0 is all)',
    (text) => {
      expect(parseCompactDate(text)).toBeNull()
    },
  )

  it.each([
    ['202401', { year: 2024, month: 1 }],
    ['202412', { year: 2024, month: 12 }],
    [199907, { year: 1999, month: 7 }],
  ])('year-month %j', (text, value) => {
    expect(parseYearMonth(text)).toEqual(value)
  })

  it.each(['0', 0, '202400', '202413', '20241', '2024011', '', null, undefined])(
    'year-month %j is not a month (0 is all)',
    (text) => {
      expect(parseYearMonth(text)).toBeNull()
    },
  )

  it.each([
    [2024, 1, '202401'],
    [2024, 12, '202412'],
    [1999, 9, '199909'],
  ])('(%i, %i) is sent as %s', (year, month, text) => {
    expect(toYearMonth(year, month)).toBe(text)
    expect(parseYearMonth(text)).toEqual({ year, month })
  })
})

describe('0 means all for periods', () => {
  it('is the constant 0', () => {
    expect(ALL_PERIOD).toBe(0)
  })

  it.each([
    [0, true],
    ['0', true],
    ['', true],
    [null, true],
    [undefined, true],
    ['202401', false],
    [20240105, false],
  ])('%j is all: %s', (value, all) => {
    expect(isAllPeriod(value)).toBe(all)
  })

  it.each([
    [jan5, '20240105'],
    [null, '0'],
    [undefined, '0'],
  ])('range bound of %s is %s', (input, bound) => {
    expect(rangeBound(input)).toBe(bound)
  })
})

describe('month names', () => {
  it.each(MONTH_NAMES.map((name, index) => [index + 1, name, MONTH_SHORT_NAMES[index]]))(
    'month %i is %s (%s)',
    (month, name, short) => {
      expect(monthName(month)).toBe(name)
      expect(monthShortName(month)).toBe(short)
    },
  )

  it('starts with January and ends with December', () => {
    expect(MONTH_NAMES[0]).toBe('January')
    expect(MONTH_NAMES[11]).toBe('December')
    expect(MONTH_NAMES).toHaveLength(12)
  })

  it.each([0, 13, -1, 1.5])('month %d has no name', (month) => {
    expect(monthName(month)).toBe('')
    expect(monthShortName(month)).toBe('')
  })
})

describe("a board's month columns", () => {
  const today = new Date(2026, 10, 25)
  const short = (months: ReturnType<typeof boardMonths>) =>
    months.map((month) => `${month.stage}:${month.text.slice(0, 3)} ${month.year}`)

  it('start at the period given, across a year end', () => {
    expect(short(boardMonths(202611, 5, -4, today))).toEqual([
      '1:Nov 2026',
      '2:Dec 2026',
      '3:Jan 2027',
      '4:Feb 2027',
      '5:Mar 2027',
    ])
    expect(boardMonths('202701', 1, 0, today)[0]).toEqual({
      stage: 1,
      text: 'January',
      year: 2027,
      month: 1,
    })
  })

  it('without a period, start at this month moved by the default offset', () => {
    expect(short(boardMonths(0, 5, 0, today))[0]).toBe('1:Nov 2026')
    expect(short(boardMonths(0, 5, -4, today))).toEqual([
      '1:Jul 2026',
      '2:Aug 2026',
      '3:Sep 2026',
      '4:Oct 2026',
      '5:Nov 2026',
    ])
  })
})

describe('one form for a month or an invoice period', () => {
  it('writes a month as its short name and year, as the proposal card does', () => {
    expect(formatMonth(2027, 3)).toBe('Mar 2027')
    expect(formatMonth(2026, 12)).toBe('Dec 2026')
    expect(formatMonth(2027, 0)).toBe('')
    expect(formatMonth(2027, 13)).toBe('')
  })

  it.each([
    ['2027-03', 'Mar 2027'],
    ['2027-03-15', 'Mar 2027'],
    [' 2026-12 ', 'Dec 2026'],
  ])('reads the period %j as %j', (value, shown) => {
    expect(periodText(value)).toBe(shown)
  })

  it.each([['2027-13'], ['March 2027'], [''], [202703], [null]])('gives null for %j', (value) => {
    expect(periodText(value)).toBeNull()
  })
})
