import { describe, expect, it } from 'vitest'
import { formatDisplayDate } from '../../../src/domain/dates.ts'
import { parseDateText } from '../../../src/ui/dateFieldText.ts'

describe('a typed date', () => {
  it.each([
    ['24 Nov 2026', '2026-11-24'],
    ['24 nov 2026', '2026-11-24'],
    ['4 November 2026', '2026-11-04'],
    ['24-Nov-2026', '2026-11-24'],
    ['2026-11-24', '2026-11-24'],
    ['24/11/2026', '2026-11-24'],
    ['  01 Jan 2027 ', '2027-01-01'],
  ])('reads %s as %s', (text, wire) => {
    expect(parseDateText(text)).toBe(wire)
  })

  it.each(['', '31 Feb 2026', '2026-13-01', '24 Nv 2026', 'tomorrow', '24 Nov'])(
    'reads %j as no date',
    (text) => {
      expect(parseDateText(text)).toBeNull()
    },
  )

  it('round-trips the form the field shows', () => {
    expect(parseDateText(formatDisplayDate('2026-11-24'))).toBe('2026-11-24')
    expect(formatDisplayDate('2026-11-24')).toBe('24 Nov 2026')
  })
})
