/**
 * A labelled text input (or, `multiline`, a text area) of a person's form, with its error under
 * it; a required field shows the spec's asterisk.
 */
import { useId } from 'react'
import { FieldLabel } from '../../ui/FieldLabel.tsx'
import { inputClassFor } from '../../ui/TextField.tsx'
import { FieldError } from '../../ui/FieldError.tsx'

interface PersonTextInputProps {
  label: string
  value: string
  onChange: (value: string) => void
  disabled: boolean
  maxLength: number
  required?: boolean
  error?: string | undefined
  type?: 'text' | 'email' | 'tel'
  inputMode?: 'text' | 'email' | 'tel'
  autoComplete?: string
  placeholder?: string
  /** A text area over the whole row (the address). */
  multiline?: boolean
}

export function PersonTextInput(props: PersonTextInputProps) {
  const { label, error, onChange, required, multiline, ...input } = props
  const id = useId()
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
  return (
    <div className={multiline ? 'sm:col-span-2' : undefined}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {multiline ? (
        <textarea
          id={id}
          rows={3}
          value={input.value}
          maxLength={input.maxLength}
          disabled={input.disabled}
          placeholder={input.placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClassFor(error)} h-auto py-2`}
          {...described}
        />
      ) : (
        <input
          id={id}
          required={required}
          className={inputClassFor(error)}
          onChange={(event) => onChange(event.target.value)}
          {...described}
          {...input}
        />
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  )
}
