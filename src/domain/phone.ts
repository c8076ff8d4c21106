/**
 * Phone masks (core-spec sections 5 and 9, sales-activity-spec sections 5 and 9). In a mask, 9 is
 * a digit slot and every other character is written as is; a masked value ends at its last typed
 * digit, so the literals after it appear only once the next digit is typed.
 */

/** Contact, client phone and fax. */
export const PHONE_MASK = '(+99)999-9999-9999'
/** The other variant seen in the contact editor. */
export const LOCAL_PHONE_MASK = '(999)999-9999-999'
/** The RM screen. */
export const RM_PHONE_MASK = '9999-9999-9999-9999'

export const DEFAULT_COUNTRY_CODE = '62'
export const DEFAULT_PHONE_PREFIX = `+${DEFAULT_COUNTRY_CODE}`

const SLOT = '9'

/** Only the digits: '(+62)812-3456' -> '628123456'. */
export function phoneDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '')
}

/**
 * Fills the mask's slots with the digits of `input`; digits beyond the last slot are dropped.
 * With `trailingLiterals`, the literals right after the last digit are written too ('(+62)').
 */
export function applyPhoneMask(
  mask: string,
  input: string | null | undefined,
  trailingLiterals = false,
): string {
  const digits = phoneDigits(input)
  let result = ''
  let next = 0
  for (const character of mask) {
    const filled = next >= digits.length
    if (filled && (!trailingLiterals || character === SLOT || digits === '')) break
    if (character === SLOT) {
      result += digits[next]
      next += 1
    } else {
      result += character
    }
  }
  return result
}

/** The value a new phone or fax field starts with: the +62 prefix written in the mask ('(+62)'). */
export function defaultPhoneValue(mask: string = PHONE_MASK): string {
  return applyPhoneMask(mask, DEFAULT_COUNTRY_CODE, true)
}

/** A phone with no digits, or only the default country code, counts as not entered. */
export function isPhoneEmpty(text: string | null | undefined): boolean {
  const digits = phoneDigits(text)
  return digits === '' || digits === DEFAULT_COUNTRY_CODE
}

/**
 * A phone or fax as it is saved: empty when nothing but the +62 prefix was entered (the prefix is
 * only the field's starting value), otherwise as typed.
 */
export function phoneForSave(text: string | null | undefined): string {
  return isPhoneEmpty(text) ? '' : (text ?? '').trim()
}
