/**
 * A labelled date field that shows its date the app's way, DD MMM YYYY ('24 Nov 2026'), whatever
 * the browser's locale, and gives its caller the date as it is sent (yyyy-MM-dd, '' when empty).
 * The text can be typed ('24 Nov 2026', '2026-11-24', '24/11/2026'); the calendar button (or
 * Alt+ArrowDown in the text) opens the browser's own date picker through a native date input.
 */
import { useId, useRef, useState } from 'react'
import { formatDisplayDate } from '../domain/dates.ts'
import { parseDateText } from './dateFieldText.ts'
import { FieldLabel } from './FieldLabel.tsx'
import { inputClassFor } from './TextField.tsx'

export const DATE_FIELD_PLACEHOLDER = 'DD MMM YYYY'

interface DateFieldProps {
  label: string
  /** yyyy-MM-dd, or '' for none. */
  value: string
  onChange: (value: string) => void
  required?: boolean
  disabled?: boolean
  className?: string
  /** Shown in red (the caller shows the message, linked by `describedBy`). */
  invalid?: boolean
  describedBy?: string
  min?: string
  max?: string
}

export function DateField(props: DateFieldProps) {
  const { label, value, onChange, required, disabled, className = '', invalid } = props
  const id = useId()
  const picker = useRef<HTMLInputElement>(null)
  /** The text being typed; null shows the value in the app's form. */
  const [draft, setDraft] = useState<string | null>(null)
  const unreadable = draft !== null && draft.trim() !== '' && parseDateText(draft) === null
  const openPicker = () => {
    const input = picker.current
    if (!input || disabled) return
    try {
      input.showPicker()
    } catch {
      // No showPicker (older browsers) or no user activation: the native input's own behaviour.
      input.focus()
      input.click()
    }
  }
  const type = (text: string) => {
    setDraft(text)
    if (text.trim() === '') onChange('')
    else {
      const date = parseDateText(text)
      if (date !== null && date !== value) onChange(date)
    }
  }
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="relative">
        <input
          id={id}
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={DATE_FIELD_PLACEHOLDER}
          className={`${inputClassFor(invalid || unreadable ? 'invalid' : undefined)} pr-11`}
          value={draft ?? formatDisplayDate(value)}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || unreadable ? true : undefined}
          aria-describedby={props.describedBy}
          data-date-value={value}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => {
            if ((event.altKey && event.key === 'ArrowDown') || event.key === 'F4') {
              event.preventDefault()
              openPicker()
            }
          }}
        />
        <div className="absolute inset-y-0 right-0 flex items-center pr-1">
          <button
            type="button"
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50"
            aria-label="Open calendar"
            title="Open calendar"
            disabled={disabled}
            onClick={openPicker}
          >
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              className="size-4"
            >
              <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
              <path d="M3.5 10h17M8 3v4M16 3v4" />
            </svg>
          </button>
        </div>
        {/* The browser's picker only: never focused, read by assistive technology or typed in. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-px w-full opacity-0"
          value={value}
          min={props.min}
          max={props.max}
          disabled={disabled}
          onChange={(event) => {
            setDraft(null)
            onChange(event.target.value)
          }}
        />
      </div>
    </div>
  )
}
