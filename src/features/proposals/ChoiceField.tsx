/** A labelled native select of ids (keyboard and screen readers for free). */
import { useId } from 'react'

interface ChoiceFieldProps {
  label: string
  value: number
  options: readonly { value: number; label: string }[]
  /** A first choice of value 0 meaning "none chosen yet". */
  placeholder?: string
  required?: boolean
  disabled: boolean
  onChange: (value: number) => void
}

export function ChoiceField(props: ChoiceFieldProps) {
  const { label, value, options, placeholder, required, disabled, onChange } = props
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="block h-10 w-full rounded-lg border-0 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500"
      >
        {placeholder !== undefined && <option value={0}>{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
