/**
 * What a person types in a date field, read as the date it names (yyyy-MM-dd, as dates are
 * sent): the app's own form '24 Nov 2026' (or '24-Nov-2026', any case, full month names too),
 * the sent form '2026-11-24', or day/month/year '24/11/2026'. null when it names no real date.
 */
import { MONTH_NAMES } from '../domain/dates.ts'

const pad2 = (value: number): string => String(value).padStart(2, '0')

function wireOf(year: number, month: number, day: number): string | null {
  const date = new Date(year, month - 1, day)
  const real =
    year >= 1000 &&
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day
  return real ? `${year}-${pad2(month)}-${pad2(day)}` : null
}

function monthOfName(name: string): number | null {
  const lower = name.toLowerCase()
  if (lower.length < 3) return null
  const index = MONTH_NAMES.findIndex((month) => month.toLowerCase().startsWith(lower))
  return index === -1 ? null : index + 1
}

export function parseDateText(text: string): string | null {
  const trimmed = text.trim()
  const wire = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed)
  if (wire) return wireOf(Number(wire[1]), Number(wire[2]), Number(wire[3]))
  const named = /^(\d{1,2})[\s./-]+([A-Za-z]+)[\s.,/-]+(\d{4})$/.exec(trimmed)
  if (named) {
    const month = monthOfName(named[2]!)
    return month === null ? null : wireOf(Number(named[3]), month, Number(named[1]))
  }
  const numeric = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed)
  if (numeric) return wireOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]))
  return null
}
