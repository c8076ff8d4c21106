/**
 * A report percent with its indicator: up and green above 0, down and red below 0, flat at 0
 * (and for '=' or a blank base, which the tables write as such).
 */
import { percentIndicator, type Trend } from '../../domain/colours.ts'
import { formatPercentChange, type PercentChange as Change } from '../../domain/reports.ts'

const TONE_TEXT = {
  green: 'text-emerald-700',
  yellow: 'text-amber-700',
  red: 'text-red-700',
} as const

const FLAT_TEXT = 'text-slate-500'

const ARROW: Record<Trend, string> = { up: '▲', down: '▼', flat: '▬' }
const TREND_WORD: Record<Trend, string> = { up: 'up', down: 'down', flat: 'no change' }

interface PercentChangeProps {
  value: Change
  /** Zero in the spec's yellow (the Individual Sales Report's cards), else grey. */
  zeroTone?: 'yellow' | 'flat'
}

export function PercentChange({ value, zeroTone = 'flat' }: PercentChangeProps) {
  const { tone, trend } = percentIndicator(value)
  const colour = trend === 'flat' && zeroTone === 'flat' ? FLAT_TEXT : TONE_TEXT[tone]
  const text = formatPercentChange(value)
  return (
    <span
      className={`inline-flex items-center gap-1 font-semibold tabular-nums ${colour}`}
      data-trend={trend}
    >
      <span aria-hidden="true" className="text-[0.7em]">
        {ARROW[trend]}
      </span>
      <span className="sr-only">{TREND_WORD[trend]} </span>
      {text}
    </span>
  )
}
