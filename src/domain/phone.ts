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

/** The digit slots of the country code at the front of PHONE_MASK ('(+99)'). */
const COUNTRY_CODE_SLOTS = PHONE_MASK.indexOf(')') - PHONE_MASK.indexOf(SLOT)

/**
 * A phone holding nothing after the mask's prefix counts as not entered: no digits, the default
 * +62 alone, or what is left of the prefix when it was partly deleted ('(+6').
 */
export function isPhoneEmpty(text: string | null | undefined): boolean {
  return phoneDigits(text).length <= COUNTRY_CODE_SLOTS
}

/**
 * A stored phone or fax as every screen shows it: in the mask (+99)999-9999-9999, whether it was
 * typed in the form ('(+62)812-3456') or came in unmasked ('+62217265129', from the seed or a CSV
 * upload); a number written without its country code ('021...') is read as +62. '' when it holds
 * nothing but the prefix; a number longer than the mask is shown as stored rather than cut.
 */
export function formatPhone(text: string | null | undefined): string {
  if (isPhoneEmpty(text)) return ''
  const written = phoneDigits(text)
  const digits = written.startsWith('0') ? `${DEFAULT_COUNTRY_CODE}${written.slice(1)}` : written
  const slots = PHONE_MASK.split('').filter((character) => character === SLOT).length
  return digits.length > slots ? (text ?? '').trim() : applyPhoneMask(PHONE_MASK, digits)
}

/** A phone or fax field's starting value from a stored one: masked, or the +62 prefix when empty. */
export function phoneFieldValue(text: string | null | undefined): string {
  return formatPhone(text) || defaultPhoneValue()
}

/**
 * A phone or fax as it is saved: empty when nothing but the +62 prefix was entered (the prefix is
 * only the field's starting value), otherwise as typed.
 */
export function phoneForSave(text: string | null | undefined): string {
  return isPhoneEmpty(text) ? '' : (text ?? '').trim()
}
