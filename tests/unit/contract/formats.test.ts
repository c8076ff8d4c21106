import { describe, expect, it } from 'vitest'
import { compactDateSegment, idSegment, idsSegment } from '../../../src/contract/calls.ts'
import { isIsoDate, isTime } from '../../../src/contract/fields.ts'
import {
  base64Body,
  base64ByteLength,
  hasExtension,
  isBase64,
} from '../../../src/contract/uploadRules.ts'

describe('path segments', () => {
  it.each([
    ['an id', idSegment(5), '5'],
    ['no id is 0', idSegment(null), '0'],
    ['an undefined id is 0', idSegment(undefined), '0'],
    ['a negative id is 0', idSegment(-3), '0'],
    ['a fractional id is 0', idSegment(2.5), '0'],
    ['a list of ids', idsSegment([1, 20, 3]), '1,20,3'],
    ['an empty list is 0', idsSegment([]), '0'],
    ['no list is 0', idsSegment(undefined), '0'],
    ['bad ids are left out', idsSegment([0, 4, -1]), '4'],
    ['a date is compacted', compactDateSegment('2024-03-09'), '20240309'],
    ['a compact date stays', compactDateSegment('20240309'), '20240309'],
    ['no date is 0', compactDateSegment(null), '0'],
    ['an empty date is 0', compactDateSegment(''), '0'],
    ['a malformed date is 0', compactDateSegment('2024-3-9'), '0'],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toBe(expected)
  })
})

describe('formats', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-01', false],
    ['01-02-2024', false],
    ['2024-01-01T00:00', false],
  ])('date %s valid: %s', (text, valid) => {
    expect(isIsoDate(text)).toBe(valid)
  })

  it.each([
    ['00:00', true],
    ['09:30', true],
    ['23:59', true],
    ['24:00', false],
    ['12:60', false],
    ['9:30', false],
    ['09:30:00', false],
  ])('time %s valid: %s', (text, valid) => {
    expect(isTime(text)).toBe(valid)
  })

  it.each([
    ['aGVsbG8=', true],
    ['data:application/pdf;base64,aGVsbG8=', true],
    ['', true],
    ['aGVsbG8', false],
    ['not base64!', false],
  ])('base64 %j valid: %s', (text, valid) => {
    expect(isBase64(text)).toBe(valid)
  })

  it.each([
    ['aGVsbG8=', 5],
    ['aGVsbA==', 4],
    ['aGVs', 3],
    ['data:application/pdf;base64,aGVsbG8=', 5],
    ['data:text/csv;charset=utf-8;base64,aGVs', 3],
    ['', 0],
  ])('base64 %j holds %i bytes', (text, bytes) => {
    expect(base64ByteLength(text)).toBe(bytes)
    expect(Buffer.from(base64Body(text), 'base64').byteLength).toBe(bytes)
  })

  it.each([
    ['report.PDF', ['pdf'], true],
    ['report.final.docx', ['docx'], true],
    ['report.exe', ['pdf'], false],
    ['pdf', ['pdf'], false],
    ['.pdf', ['pdf'], false],
  ])('%s has one of %j: %s', (name, extensions, expected) => {
    expect(hasExtension(name, extensions)).toBe(expected)
  })
})
