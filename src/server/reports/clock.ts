import { PROVIDER_TIME_ZONE } from '../../contract/validate.ts'

/** A calendar date in the provider's time zone. */
export interface ProviderDate {
  year: number
  /** 1 to 12. */
  month: number
  day: number
  /** YYYY-MM-DD. */
  iso: string
}

const providerParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: PROVIDER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The date in Asia/Jakarta at `instant` (default: now): what the reports call "now". */
export function providerToday(instant: Date = new Date()): ProviderDate {
  const iso = providerParts.format(instant)
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return { year, month, day, iso }
}

/** The month `offset` months from month/year: (2026, 1, -1) is December 2025. */
export function shiftMonth(year: number, month: number, offset: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + offset
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}
