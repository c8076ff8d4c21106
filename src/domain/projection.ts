/**
 * Projection summary (core-spec section 2 "Projection summary", section 7 summary path;
 * api-notes.md): three probability bands, each with a chosen weight, and the projection total.
 */

export interface ProjectionBand {
  label: string
  /** The probability ids the summary path sends for this band. */
  probabilities: readonly number[]
  defaultWeight: number
}

/**
 * The third band is labelled 0.6-0.8 but its path ids are 70,80: the spec's summary path leaves
 * 60 out, and a compatible server must answer the same path, so the ids follow the path.
 */
export const PROJECTION_BANDS: readonly ProjectionBand[] = [
  { label: '0.1-0.2', probabilities: [10, 20], defaultWeight: 0 },
  { label: '0.3-0.5', probabilities: [30, 40, 50], defaultWeight: 0.2 },
  { label: '0.6-0.8', probabilities: [70, 80], defaultWeight: 0.4 },
]

/** Weights offered for each band: 0 to 0.8 in steps of 0.1. */
export const PROJECTION_WEIGHTS: readonly number[] = Array.from(
  { length: 9 },
  (_, tenths) => tenths / 10,
)

export const DEFAULT_PROJECTION_WEIGHTS: readonly number[] = PROJECTION_BANDS.map(
  (band) => band.defaultWeight,
)

export function isProjectionWeight(weight: number): boolean {
  return PROJECTION_WEIGHTS.includes(weight)
}

const finite = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0

/**
 * Total = round(sum of band amount x band weight). Weights are applied in tenths so that, e.g.,
 * 0.3 x 5 gives exactly 1.5 (rounded to 2) rather than 1.4999...; a missing weight counts as 0.
 */
export function projectionTotal(amounts: readonly number[], weights: readonly number[]): number {
  const tenthsSum = amounts.reduce(
    (sum, amount, index) => sum + finite(amount) * Math.round(finite(weights[index]) * 10),
    0,
  )
  return Math.round(tenthsSum / 10)
}
