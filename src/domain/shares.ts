/**
 * Owner shares of tribes and RMs (core-spec sections 4, 5 and 9; sales-activity-spec sections 4
 * and 5): each share holds a percent and a nominal of the proposal (or invoice) value, and the
 * list is edited in one mode, percentage or nominal.
 */

export interface Share {
  percent: number
  nominal: number
  usePercent: boolean
}

/** NaN (an emptied input) is stored as 0. */
export function numberOrZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

/** nominal = percent / 100 x value. */
export function nominalFromPercent(percent: number, value: number): number {
  return numberOrZero((numberOrZero(percent) / 100) * numberOrZero(value))
}

/** percent = nominal / value x 100; a value of 0 gives 0 (there is nothing to share). */
export function percentFromNominal(nominal: number, value: number): number {
  const base = numberOrZero(value)
  return base === 0 ? 0 : numberOrZero((numberOrZero(nominal) / base) * 100)
}

/** One share as entered in the share dialog: the entered side is kept, the other computed. */
export function shareFromPercent(percent: number, value: number): Share {
  const kept = numberOrZero(percent)
  return { percent: kept, nominal: nominalFromPercent(kept, value), usePercent: true }
}

export function shareFromNominal(nominal: number, value: number): Share {
  const kept = numberOrZero(nominal)
  return { percent: percentFromNominal(kept, value), nominal: kept, usePercent: false }
}

/**
 * Toggling a list's mode converts every row: to percentage recomputes each percent from its
 * nominal; to nominal recomputes each nominal from its percent.
 */
export function setShareMode<T extends Share>(
  shares: readonly T[],
  usePercent: boolean,
  value: number,
): T[] {
  return shares.map((share) =>
    usePercent
      ? {
          ...share,
          usePercent,
          percent: percentFromNominal(share.nominal, value),
          nominal: numberOrZero(share.nominal),
        }
      : {
          ...share,
          usePercent,
          nominal: nominalFromPercent(share.percent, value),
          percent: numberOrZero(share.percent),
        },
  )
}

/** Changing the value (to more than 0) recomputes each share's nominal from its percent. */
export function recomputeNominals<T extends Share>(shares: readonly T[], value: number): T[] {
  if (!(numberOrZero(value) > 0)) return [...shares]
  return shares.map((share) => ({ ...share, nominal: nominalFromPercent(share.percent, value) }))
}

export function sharesTotal(shares: readonly Share[]): number {
  return shares.reduce((sum, share) => sum + numberOrZero(share.nominal), 0)
}

/** A list's percentage shares (tribes, or RMs) add up to 100 at most: a deal is shared once. */
export const MAX_SHARES_PERCENT = 100

/**
 * Totals are shown with two decimals, so a total that shows as 100% is not over it (e.g. shares
 * entered as nominals whose percents carry a rounding error).
 */
export const SHARES_PERCENT_TOLERANCE = 0.005

/** The running total of a list's percentage shares (NaN counts as 0). */
export function sharesPercentTotal(shares: readonly Pick<Share, 'percent'>[]): number {
  return shares.reduce((sum, share) => sum + numberOrZero(share.percent), 0)
}

/** Whether a list's percentage shares add up to more than 100 %: such owners cannot be saved. */
export function sharesOverWhole(shares: readonly Pick<Share, 'percent'>[]): boolean {
  return sharesPercentTotal(shares) > MAX_SHARES_PERCENT + SHARES_PERCENT_TOLERANCE
}

/** Less than half a rupiah apart counts as equal, so percentages such as 33.33 do not trip the check. */
export const SHARE_TOLERANCE = 0.5

/** The sum of a list's nominals differs from the proposal value (an empty list never differs). */
export function sharesDifferFromValue(shares: readonly Share[], value: number): boolean {
  if (shares.length === 0) return false
  return Math.abs(sharesTotal(shares) - numberOrZero(value)) >= SHARE_TOLERANCE
}

/**
 * Whether the detail screen should re-save the owners: a list's sum differs from the proposal
 * value and recomputing nominals from percents would change something (without that second
 * condition, shares that deliberately sum to less than 100 % would be re-saved on every open).
 */
export function ownersNeedResave(
  owners: { tribes: readonly Share[]; rms: readonly Share[] },
  proposalValue: number,
): boolean {
  return [owners.tribes, owners.rms].some(
    (shares) =>
      sharesDifferFromValue(shares, proposalValue) &&
      recomputeNominals(shares, proposalValue).some(
        (share, index) =>
          Math.abs(share.nominal - numberOrZero(shares[index]!.nominal)) >= SHARE_TOLERANCE,
      ),
  )
}

/** A share ready for the payload: NaN stored as 0. */
export function shareForSave<T extends Share>(share: T): T {
  return { ...share, percent: numberOrZero(share.percent), nominal: numberOrZero(share.nominal) }
}

/** A share dialog's Save is disabled until an RM or tribe is chosen. */
export function canSaveShare(chosenId: number | null | undefined): boolean {
  return typeof chosenId === 'number' && chosenId > 0
}

/**
 * Tribes or RMs already in the list are removed from the options, except the one being edited.
 */
export function availableShareOptions<T>(
  options: readonly T[],
  idOf: (option: T) => number,
  chosenIds: readonly number[],
  editingId: number | null = null,
): T[] {
  return options.filter((option) => {
    const id = idOf(option)
    return id === editingId || !chosenIds.includes(id)
  })
}
