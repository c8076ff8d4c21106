/** A person's phone field (sales-activity-spec sections 5 and 9): the mask after the +62 prefix. */
import {
  applyPhoneMask,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_PHONE_PREFIX,
  isPhoneEmpty,
  phoneDigits,
  RM_PHONE_MASK,
} from '../../domain/phone.ts'

/** What an empty phone field of a form being edited shows. */
export const PERSON_PHONE_PLACEHOLDER = `${DEFAULT_PHONE_PREFIX} ${RM_PHONE_MASK}`

/**
 * The phone field's value after an edit: digits only, in the mask 9999-9999-9999-9999 after the
 * +62 prefix ('+62 8123-4567-890'); a number of another country keeps its own code in front and
 * the mask over all its digits. Emptied, it goes back to the prefix alone.
 */
export function maskedPersonPhone(typed: string): string {
  const digits = phoneDigits(typed)
  if (digits === '' || digits === DEFAULT_COUNTRY_CODE) return DEFAULT_PHONE_PREFIX
  if (digits.startsWith(DEFAULT_COUNTRY_CODE)) {
    const local = applyPhoneMask(RM_PHONE_MASK, digits.slice(DEFAULT_COUNTRY_CODE.length))
    return `${DEFAULT_PHONE_PREFIX} ${local}`
  }
  return `+${applyPhoneMask(RM_PHONE_MASK, digits)}`
}

/**
 * A stored phone as the profile and RM screens show it: in the mask above, as a typed one is
 * (a seeded '+628121234567' as '+62 8121-2345-67'; a number written with a leading 0 is read as
 * +62); '' when it holds nothing but the prefix.
 */
export function personPhoneText(stored: string | null | undefined): string {
  if (isPhoneEmpty(stored)) return ''
  const digits = phoneDigits(stored)
  return maskedPersonPhone(
    digits.startsWith('0') ? `${DEFAULT_COUNTRY_CODE}${digits.slice(1)}` : digits,
  )
}
