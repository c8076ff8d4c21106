/**
 * A journal entry's headers as the rest of the app writes the same values: probabilities as 0.8
 * (not '80%'), invoice periods as 'May 2027' (not '2027-05', in a moved period's headers and in
 * an added period's second header), amounts in IDR, and a sales visit's date and times. The
 * server's texts are kept for anything else.
 */
import type { JournalType } from '../../contract/deals.ts'
import { formatDisplayDate, periodText } from '../../domain/dates.ts'
import { formatIdrWithSymbol } from '../../domain/money.ts'
import { formatProbability } from '../../domain/probability.ts'
import { visitTimeOfDay } from '../../domain/visits.ts'

type Headers = [string, string, string]

const percentOf = (text: string): number | null => {
  const match = /^\s*(\d{1,3})\s*%\s*$/.exec(text)
  return match ? Number(match[1]) : null
}

function probabilityText(text: string): string {
  const percent = percentOf(text)
  return percent === null ? text : formatProbability(percent) || text
}

function amountText(text: string): string {
  const value = Number(text)
  return text.trim() !== '' && Number.isFinite(value) ? formatIdrWithSymbol(value) : text
}

/** '12 May 2027 · 09:00–10:30' of a visit's info; '' when it has none. */
export function visitTimeText(info: Record<string, unknown>): string {
  const date = typeof info.visitDate === 'string' ? formatDisplayDate(info.visitDate) : ''
  const from = visitTimeOfDay(info.fromTime)
  const to = visitTimeOfDay(info.toTime)
  const times = from && to ? `${from}–${to}` : from
  return [date, times].filter(Boolean).join(' · ')
}

export function shownHeaders(type: JournalType, headers: Headers): Headers {
  const [first, second, third] = headers
  if (type === 'prob') return [first, probabilityText(second), probabilityText(third)]
  if (type === 'tobedate') {
    return [first, periodText(second) ?? second, periodText(third) ?? third]
  }
  if (type === 'invoice') return [first, periodText(second) ?? second, third]
  if (type === 'tobeamount') return [first, amountText(second), amountText(third)]
  return headers
}
