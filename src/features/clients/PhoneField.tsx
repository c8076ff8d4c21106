/**
 * A phone or fax input with the mask (+99)999-9999-9999, starting at +62 (core-spec sections 5
 * and 9): digits fill the mask's slots as they are typed, anything else is ignored.
 */
import type { InputHTMLAttributes } from 'react'
import { applyPhoneMask, defaultPhoneValue, PHONE_MASK } from '../../domain/phone.ts'
import { inputClass } from '../../ui/TextField.tsx'

interface PhoneFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
> {
  value: string
  onChange: (value: string) => void
  invalid?: boolean
}

/** The field's value after an edit: masked, and back to the +62 prefix when emptied. */
export function maskedPhone(typed: string): string {
  const masked = applyPhoneMask(PHONE_MASK, typed)
  return masked === '' ? defaultPhoneValue() : masked
}

export function PhoneField({
  value,
  onChange,
  invalid = false,
  className = '',
  placeholder = PHONE_MASK,
  ...props
}: PhoneFieldProps) {
  return (
    <input
      type="tel"
      inputMode="tel"
      value={value}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(maskedPhone(event.target.value))}
      className={`${inputClass} tabular-nums ${invalid ? 'ring-red-400' : ''} ${className}`}
      {...props}
    />
  )
}
