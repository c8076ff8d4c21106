/**
 * The nominals a list of owner shares is answered with (existing clients that find a deal's tribe
 * or RM nominals not adding up to the proposal value re-save the owners as soon as the detail
 * opens: every view a write, and a refusal for an RM who does not own the deal). The percent decides: nominal = percent / 100 x value (core-spec section 9), in
 * whole rupiah, the list's roundings settled so that the nominals add up to the list's share of
 * the value exactly.
 */
import { numberOrZero, SHARES_PERCENT_TOLERANCE } from './shares.ts'

interface StoredShare {
  percent?: number
  nominal?: number
}

const sum = (values: readonly number[]): number => values.reduce((total, each) => total + each, 0)

/**
 * How far a stored nominal may lie from percent / 100 x value and still be the one entered: the
 * percent derived from it is kept to four decimals (half a step of that), plus its rounding.
 */
const storedTolerance = (value: number): number => value * 5e-7 + 1

/**
 * Each share's nominal of `value`: whole numbers adding up to the percents' total of the value,
 * the whole value when the percents make 100 to within the two decimals shown (3 x 33.3333
 * makes the whole too; each share then takes its percent of the total percent). Stored nominals
 * that already add up so, each the one its percent was computed from, are kept as entered;
 * otherwise the largest remainders take the rupiahs the roundings leave over.
 */
export function wholeNominals(shares: readonly StoredShare[], value: number): number[] {
  const percents = shares.map((share) => numberOrZero(share.percent))
  const percentTotal = sum(percents)
  const whole = Math.round(numberOrZero(value))
  if (percentTotal <= 0 || whole <= 0) return shares.map(() => 0)
  const makesWhole = Math.abs(percentTotal - 100) <= SHARES_PERCENT_TOLERANCE
  const target = makesWhole ? whole : Math.round((percentTotal / 100) * whole)

  const stored = shares.map((share) => numberOrZero(share.nominal))
  const storedFits = stored.every(
    (nominal, index) =>
      Number.isInteger(nominal) &&
      Math.abs(nominal - (percents[index]! / 100) * whole) <= storedTolerance(whole),
  )
  if (storedFits && sum(stored) === target) return stored

  const exact = percents.map((percent) => (percent / percentTotal) * target)
  const nominals = exact.map((share) => Math.floor(share))
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - nominals[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  let left = target - sum(nominals)
  // Floating point may leave the floors a rupiah over the target: then the smallest give it back.
  for (const { index } of left >= 0 ? byRemainder : [...byRemainder].reverse()) {
    if (left === 0) break
    const step = left > 0 ? 1 : -1
    const nominal = nominals[index]! + step
    if (nominal < 0) continue
    nominals[index] = nominal
    left -= step
  }
  return nominals
}

/** The shares with their nominals as answered (wholeNominals); everything else as stored. */
export function withWholeNominals<T extends StoredShare>(shares: readonly T[], value: number): T[] {
  const nominals = wholeNominals(shares, value)
  return shares.map((share, index) => ({ ...share, nominal: nominals[index]! }))
}
