import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldLabel } from './FieldLabel.tsx'

export const inputClass =
  'block h-10 w-full rounded-lg border-0 bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600 focus:outline-none disabled:bg-slate-50 disabled:text-slate-500'

/** An input's frame, in red while it has an error (inputClass's own ring colour replaced). */
export const inputClassFor = (error: string | undefined): string =>
  error ? inputClass.replace('ring-slate-300', 'ring-red-400') : inputClass

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  /** Something drawn inside the field on its right (e.g. a show/hide button). */
  trailing?: ReactNode
}

/** A labelled input; a required field shows the asterisk the spec uses for required marks. */
export function TextField({ label, trailing, required, className = '', ...props }: TextFieldProps) {
  const id = useId()
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="relative">
        <input
          id={id}
          required={required}
          className={`${inputClass} ${trailing ? 'pr-11' : ''}`}
          {...props}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        )}
      </div>
    </div>
  )
}
