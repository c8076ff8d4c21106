import { useId } from 'react'

export interface SelectOption {
  value: number
  label: string
}

interface SelectFieldProps {
  label: string
  value: number
  /** The first choice (value 0), e.g. 'All Tribe'. */
  allLabel: string
  options: readonly SelectOption[]
  onChange: (value: number) => void
}

/** A labelled native select of ids with an "all" first choice (keyboard and screen readers for free). */
export function SelectField({ label, value, allLabel, options, onChange }: SelectFieldProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="block h-10 w-full rounded-lg border-0 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none"
      >
        <option value={0}>{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
