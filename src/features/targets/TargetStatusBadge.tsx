/** A target's status text in its colour: amber for not set and need approval, green approved, red rejected. */
import { targetStatusColour } from '../../domain/colours.ts'
import { TARGET_STATUS, targetStatusOf } from '../../domain/targets.ts'

const TONE_CLASS = {
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
} as const

export function TargetStatusBadge({ text }: { text: string }) {
  const status = targetStatusOf(text)
  const tone = targetStatusColour(status)
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${TONE_CLASS[tone]}`}
      data-target-status={status}
      data-tone={tone}
    >
      {TARGET_STATUS[status]}
    </span>
  )
}
