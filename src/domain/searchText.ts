/**
 * How the global search reads text (issue #21): case and accents do not count ("Sejahtéra" is
 * "sejahtera"), apostrophes join ("D'Amico" is "damico"), anything else that is not a letter or a
 * digit separates words, and the legal-form words of Indonesian company names (PT, CV, Tbk, UD,
 * Persero...) are no search terms: "PT" alone finds nothing, "pt bahari" finds what "bahari" finds.
 * They stay in the names shown. Pure.
 */

/** Legal forms of Indonesian companies, as words once normalised ("PT." and "(Persero)" too). */
export const LEGAL_FORM_WORDS: ReadonlySet<string> = new Set([
  'pt',
  'cv',
  'tbk',
  'ud',
  'pd',
  'fa',
  'persero',
  'perum',
  'perumda',
])

/** Words longer than this are cut (a pasted code, a URL): enough to tell them apart. */
export const MAX_WORD_LENGTH = 24

/** A term this short matches the start of a word only (inside a word it would match anything). */
export const MIN_INSIDE_MATCH = 3

const MARKS = /\p{M}+/gu
const APOSTROPHES = /['’`]/g
const SEPARATORS = /[^\p{L}\p{N}]+/u

/** Lower case, without accents or apostrophes. */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(MARKS, '').replace(APOSTROPHES, '').toLowerCase()

/** The search words of a text, in order, each once, legal forms left out. */
export function searchWords(text: string): string[] {
  const words: string[] = []
  for (const part of foldText(text).split(SEPARATORS)) {
    const word = part.slice(0, MAX_WORD_LENGTH)
    if (word !== '' && !LEGAL_FORM_WORDS.has(word) && !words.includes(word)) words.push(word)
  }
  return words
}

/** The search words of several texts (a name, then what tells it apart), each once. */
export function wordsOf(...texts: readonly (string | null | undefined)[]): string[] {
  const words: string[] = []
  for (const text of texts) {
    if (!text) continue
    for (const word of searchWords(text)) if (!words.includes(word)) words.push(word)
  }
  return words
}

/** What is typed, as terms: the same words, so "PT" alone gives none. */
export const queryTerms = (query: string): string[] => searchWords(query)

/** How a term meets a word: the whole word, its start, or inside it (none: 0). */
export const MATCH = { none: 0, inside: 1, prefix: 2, word: 3 } as const
export type MatchTier = (typeof MATCH)[keyof typeof MATCH]

export function termMatch(term: string, word: string): MatchTier {
  if (word === term) return MATCH.word
  if (word.startsWith(term)) return MATCH.prefix
  if (term.length >= MIN_INSIDE_MATCH && word.includes(term)) return MATCH.inside
  return MATCH.none
}

/** How a term meets an entity: the best tier among its words, and whether in its name. */
export interface TermMeeting {
  tier: MatchTier
  inName: boolean
}

/** Of two ways a term meets an entity, the better: the higher tier, then in the name. */
export const betterMeeting = (a: TermMeeting, b: TermMeeting): TermMeeting =>
  b.tier > a.tier || (b.tier === a.tier && b.inName && !a.inName) ? b : a

/** Ten points a tier, one more in the name (a contact named Bahari before one at PT Bahari). */
export const meetingPoints = ({ tier, inName }: TermMeeting): number => tier * 10 + (inName ? 1 : 0)

/**
 * How well `words` (the first `nameWords` of them are the name's) answer every term: null when a
 * term meets none of them; else the points of each term's best meeting, summed.
 */
export function matchScore(
  terms: readonly string[],
  words: readonly string[],
  nameWords: number,
): number | null {
  let score = 0
  for (const term of terms) {
    let best: TermMeeting = { tier: MATCH.none, inName: false }
    for (const [index, word] of words.entries()) {
      best = betterMeeting(best, { tier: termMatch(term, word), inName: index < nameWords })
    }
    if (best.tier === MATCH.none) return null
    score += meetingPoints(best)
  }
  return score
}
