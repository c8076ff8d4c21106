import { describe, expect, it } from 'vitest'
import {
  cutText,
  isCut,
  truncateCardTitle,
  truncateContactCompanyName,
  truncateFileName,
} from '../../../src/domain/truncation.ts'

const text = (length: number): string =>
  Array.from({ length }, (_, index) => String.fromCharCode(97 + (index % 26))).join('')

describe('card titles over 60 characters are cut to 60 with ...', () => {
  it.each([
    [0, 0, false],
    [1, 1, false],
    [59, 59, false],
    [60, 60, false],
    [61, 63, true],
    [120, 63, true],
  ])('a %i-character title shows %i characters (cut: %s)', (length, shownLength, cut) => {
    const title = text(length)
    const shown = truncateCardTitle(title)
    expect(shown).toHaveLength(shownLength)
    expect(shown.endsWith('...')).toBe(cut)
    expect(shown.startsWith(title.slice(0, 60))).toBe(true)
    expect(isCut(title, shown)).toBe(cut)
  })

  it('treats a missing title as empty', () => {
    expect(truncateCardTitle(null)).toBe('')
    expect(truncateCardTitle(undefined)).toBe('')
  })
})

describe('file names over 59 characters are cut to 35 with ... (journal: 35 plus ...)', () => {
  it.each([
    [10, 10],
    [35, 35],
    [36, 36],
    [58, 58],
    [59, 59],
    [60, 38],
    [200, 38],
  ])('a %i-character name shows %i characters', (length, shownLength) => {
    const name = text(length)
    const shown = truncateFileName(name)
    expect(shown).toHaveLength(shownLength)
    expect(shown).toBe(length > 59 ? `${name.slice(0, 35)}...` : name)
  })

  it('keeps the extension of a short name', () => {
    expect(truncateFileName('proposal final v2.pdf')).toBe('proposal final v2.pdf')
  })

  it('cuts a long name in the middle of its base', () => {
    const name = `${'Proposal PT Sumber Makmur Sejahtera '.repeat(2)}2024.pdf`
    expect(truncateFileName(name)).toBe('Proposal PT Sumber Makmur Sejahtera...')
  })

  it('treats a missing name as empty', () => {
    expect(truncateFileName(null)).toBe('')
  })
})

describe('contact list company names are cut to 10 characters, without ...', () => {
  it.each([
    ['PT ABC', 'PT ABC'],
    ['PT Abcdefg', 'PT Abcdefg'],
    ['PT Abcdefgh', 'PT Abcdefg'],
    ['PT Telekomunikasi Indonesia', 'PT Telekom'],
    ['', ''],
  ])('%j shows %j', (company, shown) => {
    expect(truncateContactCompanyName(company)).toBe(shown)
  })
})

describe('cutting counts characters, not UTF-16 units', () => {
  it('never splits an emoji', () => {
    const title = `${'a'.repeat(59)}😀😀`
    expect(truncateCardTitle(title)).toBe(`${'a'.repeat(59)}😀...`)
  })

  it('keeps a 60-character title with an emoji whole', () => {
    const title = `${'a'.repeat(59)}😀`
    expect(truncateCardTitle(title)).toBe(title)
  })

  it.each([
    ['abcdef', 5, 3, '~', 'abc~'],
    ['abcde', 5, 3, '~', 'abcde'],
    ['abcdef', 5, undefined, undefined, 'abcde'],
  ])('cutText(%j, %i, %s, %s) is %j', (input, max, kept, suffix, expected) => {
    expect(cutText(input, max, kept, suffix)).toBe(expected)
  })
})
