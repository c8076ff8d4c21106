/**
 * How long ago, and "as of" texts, for sync status and pulled lists (README "What a device keeps
 * offline").
 */
import { formatDate, formatJournalTime, WIRE_TIME_FORMAT } from './dates.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** A duration in the largest whole unit: 'under a minute', '5 min', '3 h', '2 d'. */
export function durationText(ms: number): string {
  const value = Math.max(0, ms)
  if (value < MINUTE) return 'under a minute'
  if (value < HOUR) return `${Math.floor(value / MINUTE)} min`
  if (value < DAY) return `${Math.floor(value / HOUR)} h`
  return `${Math.floor(value / DAY)} d`
}

/** How long ago: 'just now', '5 min ago', '3 h ago'. */
export function agoText(ms: number): string {
  return ms < MINUTE ? 'just now' : `${durationText(ms)} ago`
}

/**
 * A moment of the same day as its time ('14:05'), otherwise as the journal writes a moment
 * ('05 Jan 2024 | 14:05').
 */
export function momentText(at: number, now: number): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString()
  return sameDay ? formatDate(at, WIRE_TIME_FORMAT) : formatJournalTime(at)
}

/** 'as of 14:05'. */
export const asOfText = (fetchedAt: number, now: number): string =>
  `as of ${momentText(fetchedAt, now)}`
