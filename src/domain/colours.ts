/**
 * Semantic colours of the spec's colour rules (core-spec section 9, sales-activity-spec sections 2,
 * 4 and 9). They name a meaning, not a CSS value: the ui layer maps them to its palette.
 */
import type { TargetStatus } from './targets.ts'

export type Tone = 'green' | 'amber' | 'red' | 'yellow' | 'blue'

/** Card age in days: up to 30 green, above 30 up to 90 amber, above 90 red (30 is green, 90 amber). */
export const AGE_GREEN_MAX_DAYS = 30
export const AGE_AMBER_MAX_DAYS = 90

export function ageColour(ageDays: number): 'green' | 'amber' | 'red' {
  if (ageDays <= AGE_GREEN_MAX_DAYS) return 'green'
  if (ageDays <= AGE_AMBER_MAX_DAYS) return 'amber'
  return 'red'
}

/**
 * Probability: 10 to 30 red, 40 to 60 amber, above 60 green. Probabilities move in steps of 10;
 * a value between two bands takes the upper band's colour only above 60 (35 is amber, 65 green).
 */
export function probabilityColour(probability: number): 'green' | 'amber' | 'red' {
  if (probability <= 30) return 'red'
  if (probability <= 60) return 'amber'
  return 'green'
}

/** Chart achievement (percent): below 50 red, below 70 yellow, else green. */
export function achievementColour(achievement: number): 'green' | 'yellow' | 'red' {
  if (achievement < 50) return 'red'
  if (achievement < 70) return 'yellow'
  return 'green'
}

export type Trend = 'up' | 'down' | 'flat'

export interface PercentIndicator {
  tone: 'green' | 'yellow' | 'red'
  trend: Trend
}

/**
 * Sign of a report percent: 0 yellow and flat, above 0 green and up, below 0 red and down.
 * A blank or '=' percent (see reports.ts) shows as flat.
 */
export function percentIndicator(percent: number | string | null | undefined): PercentIndicator {
  const value = typeof percent === 'number' ? percent : Number.NaN
  if (value > 0) return { tone: 'green', trend: 'up' }
  if (value < 0) return { tone: 'red', trend: 'down' }
  return { tone: 'yellow', trend: 'flat' }
}

/** Legend of the target-versus-actual area charts. */
export const CHART_SERIES_TONE = { target: 'green', actual: 'blue' } as const satisfies Record<
  string,
  Tone
>

/** Target status: amber for not set and need approval, green for approved, red for rejected. */
export function targetStatusColour(status: TargetStatus): 'amber' | 'green' | 'red' {
  if (status === 'approved') return 'green'
  if (status === 'rejected') return 'red'
  return 'amber'
}
