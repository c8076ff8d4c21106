/**
 * IDR amounts (core-spec sections 5 and 9, sales-activity-spec sections 5 and 9): comma thousands
 * separator, dot decimal, the 'IDR' symbol written before the amount ('IDR 1,234,567'), and large
 * amounts shown in whole millions with the suffix M.
 */

export const CURRENCY = 'IDR'
/** "The IDR symbol": the currency code itself, as the pipeline footer and the Value (IDR) columns write it. */
export const IDR_SYMBOL = 'IDR'

/** Decimals shown by default: shares computed from percentages may carry cents. */
export const MAX_DECIMALS = 2

/** Digit counts from which an amount is shown in millions. */
export const CARD_MILLIONS_MIN_DIGITS = 8
export const TOTAL_MILLIONS_MIN_DIGITS = 7
export const CHART_AXIS_MILLIONS_MIN_DIGITS = 7
export const MILLION = 1_000_000
export const MILLIONS_SUFFIX = 'M'

const formatters = new Map<number, Intl.NumberFormat>()
function formatter(maxDecimals: number): Intl.NumberFormat {
  let found = formatters.get(maxDecimals)
  if (!found) {
    found = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: maxDecimals,
      minimumFractionDigits: 0,
      useGrouping: true,
    })
    formatters.set(maxDecimals, found)
  }
  return found
}

const finiteOrZero = (amount: number | null | undefined): number =>
  typeof amount === 'number' && Number.isFinite(amount) ? amount : 0

/** 1234567.5 -> '1,234,567.5'; missing or not a number -> '0'. */
export function formatIdr(
  amount: number | null | undefined,
  maxDecimals: number = MAX_DECIMALS,
): string {
  const text = formatter(maxDecimals).format(finiteOrZero(amount))
  return text === '-0' ? '0' : text
}

/** 'IDR 1,234,567'. */
export function withIdrSymbol(formattedAmount: string): string {
  return `${IDR_SYMBOL} ${formattedAmount}`
}

export function formatIdrWithSymbol(amount: number | null | undefined): string {
  return withIdrSymbol(formatIdr(amount))
}

/** Digits of the whole part of an amount, sign and decimals left out: 12345678.9 -> 8. */
export function digitCount(amount: number | null | undefined): number {
  return String(Math.trunc(Math.abs(finiteOrZero(amount)))).length
}

/** Rounds half away from zero, so -1.5 M and 1.5 M both show as 2 M in magnitude. */
const roundHalfAway = (value: number): number => Math.sign(value) * Math.round(Math.abs(value))

function inMillions(amount: number, decimals: number): string {
  const millions = amount / MILLION
  const shown = decimals === 0 ? roundHalfAway(millions) : millions
  return `${formatIdr(shown, decimals)}${MILLIONS_SUFFIX}`
}

/**
 * On a deal card: 8 or more digits in whole millions (12,345,678 -> '12M',
 * 1,234,567,890 -> '1,235M'); fewer digits in full.
 */
export function formatCardAmount(amount: number | null | undefined): string {
  const value = finiteOrZero(amount)
  return digitCount(value) >= CARD_MILLIONS_MIN_DIGITS ? inMillions(value, 0) : formatIdr(value)
}

/** Footers and totals: 7 or more digits in whole millions (1,234,567 -> '1M', 2,500,000 -> '3M'). */
export function formatTotalAmount(amount: number | null | undefined): string {
  const value = finiteOrZero(amount)
  return digitCount(value) >= TOTAL_MILLIONS_MIN_DIGITS ? inMillions(value, 0) : formatIdr(value)
}

/**
 * Chart axes: 7 or more digits in millions with up to two decimals, so neighbouring ticks stay
 * distinct (2,500,000 -> '2.5M', 12,000,000 -> '12M').
 */
export function formatAxisAmount(amount: number | null | undefined): string {
  const value = finiteOrZero(amount)
  return digitCount(value) >= CHART_AXIS_MILLIONS_MIN_DIGITS
    ? inMillions(value, 2)
    : formatIdr(value)
}

/**
 * An entered money string back to a number: separators, symbols and spaces are ignored, the dot
 * is the decimal point ('IDR 1,234,567.5' -> 1234567.5). Empty or unreadable input gives 0, as
 * NaN amounts are stored as 0.
 */
export function parseMoney(input: string | number | null | undefined): number {
  if (typeof input === 'number') return finiteOrZero(input)
  const cleaned = (input ?? '').replace(/[^0-9.-]/g, '')
  const value = Number.parseFloat(cleaned)
  return Number.isFinite(value) ? value : 0
}

/** Amounts are sent as whole rupiah where the payload wants an integer (the invoice amount). */
export function toWholeRupiah(amount: number | null | undefined): number {
  return roundHalfAway(finiteOrZero(amount))
}

/**
 * Formats money while it is typed: grouping applied, one decimal point kept (also trailing, so
 * '1234.' can become '1,234.5'), at most `maxDecimals` decimals, leading zeros dropped.
 */
export function formatTypedMoney(raw: string, maxDecimals: number = MAX_DECIMALS): string {
  const negative = raw.trim().startsWith('-')
  const kept = raw.replace(/[^0-9.]/g, '')
  const dot = kept.indexOf('.')
  const wholeDigits = (dot === -1 ? kept : kept.slice(0, dot)).replace(/^0+(?=\d)/, '')
  const decimals =
    dot === -1
      ? null
      : kept
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, maxDecimals)
  if (wholeDigits === '' && decimals === null) return negative ? '-' : ''
  const whole = (wholeDigits === '' ? '0' : wholeDigits).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = negative ? '-' : ''
  return decimals === null || maxDecimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${decimals}`
}
