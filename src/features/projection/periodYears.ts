/** Period pickers span 10 years back and forward (core-spec section 9). */
export const PERIOD_YEARS_SPAN = 10

/** The years a period picker offers around `currentYear`, with `keep` added when outside. */
export function periodYears(currentYear: number, keep?: number): number[] {
  const years = Array.from(
    { length: PERIOD_YEARS_SPAN * 2 + 1 },
    (_, index) => currentYear - PERIOD_YEARS_SPAN + index,
  )
  if (keep !== undefined && !years.includes(keep)) years.push(keep)
  return years.sort((a, b) => a - b)
}
