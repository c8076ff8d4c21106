/** Date helpers of the seed (UTC, so the data does not depend on the machine's zone). */

export const DAY_MS = 24 * 3600 * 1000

export const isoDate = (date: Date): string => date.toISOString().slice(0, 10)

export const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))

/** The first day of the month `offset` months from `date`'s month. */
export const monthStart = (date: Date, offset = 0): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1))

export const addMs = (date: Date, ms: number): Date => new Date(date.getTime() + ms)
