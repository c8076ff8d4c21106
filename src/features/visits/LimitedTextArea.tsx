/** A text area of at most 200 characters with its live counter (sales-activity-spec section 5). */
import { useId } from 'react'
import { characterCounter, TEXT_FIELD_MAX } from '../../domain/textLimits.ts'

interface LimitedTextAreaProps {
  label: string
  value: string
  onChange: (value: string) => void
}

export function LimitedTextArea({ label, value, onChange }: LimitedTextAreaProps) {
  const id = useId()
  const counterId = useId()
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <span id={counterId} className="text-xs text-slate-500 tabular-nums" data-counter={label}>
          {characterCounter(value)}
        </span>
      </div>
      <textarea
        id={id}
        rows={2}
        maxLength={TEXT_FIELD_MAX}
        aria-describedby={counterId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none"
      />
    </div>
  )
}
