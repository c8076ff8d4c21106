import { useId } from 'react'
import { FieldLabel } from './FieldLabel.tsx'

export interface SelectOption {
  value: number
  label: string
}

interface SelectFieldProps {
  label: string
  value: number
  /** The first choice (value 0): 'All Tribe', or a prompt such as 'Choose Send by'. */
  allLabel?: string
  options: readonly SelectOption[]
  required?: boolean
  disabled?: boolean
  onChange: (value: number) => void
}

/** A labelled native select of ids (keyboard and screen readers for free). */
export function SelectField(props: SelectFieldProps) {
  const { label, value, allLabel, options, required, disabled, onChange } = props
  const id = useId()
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="block h-10 w-full rounded-lg border-0 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500"
      >
        {allLabel !== undefined && <option value={0}>{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
