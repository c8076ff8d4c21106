/**
 * Answers of the provider's read-only calls that are not lists of entities (the reports, charts,
 * summary cards and export data), kept whole as answered, per user and path, with their fetch
 * time: a screen shows the last answer at once, offline too, with "as of". A body of null means
 * the provider answered 404 (a leader report of a user who leads no team).
 */
export interface AnswerRow {
  /** answerKey(userId, path). */
  key: string
  userId: number
  path: string
  body: unknown
  fetchedAt: number
}

export const ANSWER_STORES = {
  answers: '&key, fetchedAt',
} as const

export const answerKey = (userId: number, path: string): string => `${userId} ${path}`

/** Answers not fetched again for this long are dropped (the briefcase refreshes the ones it keeps). */
export const ANSWER_KEPT_MS = 7 * 24 * 3600_000
