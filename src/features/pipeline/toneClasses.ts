import type { Tone } from './cardView.ts'

/** Badge colours of the spec's colour rules (age, probability). */
export const TONE_BADGE: Readonly<Record<Tone, string>> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
}
