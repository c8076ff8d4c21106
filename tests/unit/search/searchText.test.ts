import { describe, expect, it } from 'vitest'
import {
  betterMeeting,
  foldText,
  matchScore,
  meetingPoints,
  MATCH,
  queryTerms,
  searchWords,
  termMatch,
  wordsOf,
} from '../../../src/domain/searchText.ts'

describe('search words', () => {
  it('ignores case and accents, and joins apostrophes', () => {
    expect(foldText('Sejahtéra ÇAFÉ')).toBe('sejahtera cafe')
    expect(searchWords("Toko D'Amico")).toEqual(['toko', 'damico'])
    expect(searchWords('Ünïcode  Ltd.')).toEqual(['unicode', 'ltd'])
  })

  it('leaves the legal forms out, in every spelling, but keeps the words around them', () => {
    expect(searchWords('PT Logistik Bahari Mitra')).toEqual(['logistik', 'bahari', 'mitra'])
    expect(searchWords('PT. Bank Rakyat (Persero) Tbk.')).toEqual(['bank', 'rakyat'])
    expect(searchWords('CV Maju Jaya')).toEqual(['maju', 'jaya'])
    expect(searchWords('UD Sumber Rejeki')).toEqual(['sumber', 'rejeki'])
  })

  it('gives each word once, names first', () => {
    expect(wordsOf('Jaya Jaya', 'PT Jaya Abadi', null, '')).toEqual(['jaya', 'abadi'])
  })

  it('has no term for a legal form alone', () => {
    expect(queryTerms('PT')).toEqual([])
    expect(queryTerms(' pt. ')).toEqual([])
    expect(queryTerms('(Persero) Tbk')).toEqual([])
    expect(queryTerms('PT bahari')).toEqual(['bahari'])
    // A partly typed word is a term: "p" may start many words, but not PT's.
    expect(queryTerms('p')).toEqual(['p'])
  })
})

describe('matching', () => {
  it('tells a whole word, a word start and a match inside a word apart', () => {
    expect(termMatch('bahari', 'bahari')).toBe(MATCH.word)
    expect(termMatch('bah', 'bahari')).toBe(MATCH.prefix)
    expect(termMatch('hari', 'bahari')).toBe(MATCH.inside)
    // Too short to mean anything inside a word.
    expect(termMatch('ha', 'bahari')).toBe(MATCH.none)
    expect(termMatch('xyz', 'bahari')).toBe(MATCH.none)
  })

  it('finds "bahari" in "PT Logistik Bahari Mitra", any case or accent', () => {
    const words = wordsOf('PT Logistik Bahari Mitra')
    for (const query of ['bahari', 'BAHARI', 'Bahári', 'bah', 'pt bah', 'mitra log']) {
      expect(matchScore(queryTerms(query), words, words.length), query).not.toBeNull()
    }
    expect(matchScore(queryTerms('bahari nusantara'), words, words.length)).toBeNull()
  })

  it('ranks a word start above a match inside a word, and the name above the company', () => {
    const start = wordsOf('Bahari Logistik')
    const inside = wordsOf('Samudrabahari')
    const terms = queryTerms('bahar')
    expect(matchScore(terms, start, start.length)!).toBeGreaterThan(
      matchScore(terms, inside, inside.length)!,
    )
    const namedBahari = wordsOf('Bahari Putra', 'PT Sinar')
    const atBahari = wordsOf('Budi Santoso', 'PT Bahari')
    expect(matchScore(terms, namedBahari, 2)!).toBeGreaterThan(matchScore(terms, atBahari, 2)!)
    // A whole word above a longer word it starts.
    const whole = wordsOf('Jaya')
    const longer = wordsOf('Jayakarta')
    expect(matchScore(['jaya'], whole, 1)!).toBeGreaterThan(matchScore(['jaya'], longer, 1)!)
  })

  it('scores each term by its best meeting, the name breaking ties', () => {
    expect(
      betterMeeting({ tier: MATCH.prefix, inName: false }, { tier: MATCH.prefix, inName: true }),
    ).toEqual({ tier: MATCH.prefix, inName: true })
    expect(
      betterMeeting({ tier: MATCH.word, inName: false }, { tier: MATCH.prefix, inName: true }),
    ).toEqual({ tier: MATCH.word, inName: false })
    expect(meetingPoints({ tier: MATCH.inside, inName: true })).toBe(11)
  })
})
