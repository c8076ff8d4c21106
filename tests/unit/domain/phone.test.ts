import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PHONE_PREFIX,
  LOCAL_PHONE_MASK,
  PHONE_MASK,
  RM_PHONE_MASK,
  applyPhoneMask,
  defaultPhoneValue,
  formatPhone,
  isPhoneEmpty,
  phoneDigits,
  phoneFieldValue,
} from '../../../src/domain/phone.ts'

describe('the masks', () => {
  it('are the three variants of the spec', () => {
    expect([PHONE_MASK, LOCAL_PHONE_MASK, RM_PHONE_MASK]).toEqual([
      '(+99)999-9999-9999',
      '(999)999-9999-999',
      '9999-9999-9999-9999',
    ])
    expect(DEFAULT_PHONE_PREFIX).toBe('+62')
  })
})

describe('applying a mask to typed digits', () => {
  it.each([
    [PHONE_MASK, '', ''],
    [PHONE_MASK, '6', '(+6'],
    [PHONE_MASK, '62', '(+62'],
    [PHONE_MASK, '628', '(+62)8'],
    [PHONE_MASK, '62812', '(+62)812'],
    [PHONE_MASK, '628123', '(+62)812-3'],
    [PHONE_MASK, '6281234567890', '(+62)812-3456-7890'],
    [PHONE_MASK, '62812345678901234', '(+62)812-3456-7890'],
    [PHONE_MASK, '(+62)812-3456-7890', '(+62)812-3456-7890'],
    [PHONE_MASK, '+62 812 3456 7890', '(+62)812-3456-7890'],
    [PHONE_MASK, 'abc', ''],
    [LOCAL_PHONE_MASK, '021', '(021'],
    [LOCAL_PHONE_MASK, '0215551234567', '(021)555-1234-567'],
    [RM_PHONE_MASK, '0812', '0812'],
    [RM_PHONE_MASK, '08123', '0812-3'],
    [RM_PHONE_MASK, '0812345678901234', '0812-3456-7890-1234'],
    [RM_PHONE_MASK, '08123456789012345', '0812-3456-7890-1234'],
  ])('%s with %j is %j', (mask, input, masked) => {
    expect(applyPhoneMask(mask, input)).toBe(masked)
  })

  it('keeps what it produced stable when applied again', () => {
    const once = applyPhoneMask(PHONE_MASK, '628123456')
    expect(applyPhoneMask(PHONE_MASK, once)).toBe(once)
  })

  it.each([
    [PHONE_MASK, '62', '(+62)'],
    [PHONE_MASK, '628', '(+62)8'],
    [PHONE_MASK, '62812', '(+62)812-'],
    [RM_PHONE_MASK, '0812', '0812-'],
    [PHONE_MASK, '', ''],
  ])('with trailing literals, %s with %j is %j', (mask, input, masked) => {
    expect(applyPhoneMask(mask, input, true)).toBe(masked)
  })
})

describe('default prefix +62', () => {
  it.each([
    [PHONE_MASK, '(+62)'],
    [LOCAL_PHONE_MASK, '(62'],
    [RM_PHONE_MASK, '62'],
  ])('%s starts as %j', (mask, value) => {
    expect(defaultPhoneValue(mask)).toBe(value)
  })

  it('uses the contact mask by default', () => {
    expect(defaultPhoneValue()).toBe('(+62)')
  })
})

describe('normalising to digits', () => {
  it.each([
    ['(+62)812-3456-7890', '6281234567890'],
    ['+62 812', '62812'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j is %j', (text, digits) => {
    expect(phoneDigits(text)).toBe(digits)
  })

  it.each([
    ['', true],
    ['+62', true],
    ['(+62)', true],
    ['(+62)8', false],
    ['0812', false],
    [null, true],
    // What is left of the prefix when part of it was deleted, or another country code alone.
    ['(+6', true],
    ['(+', true],
    ['(+65)', true],
    ['(+65)1', false],
  ])('%j is empty: %s', (text, empty) => {
    expect(isPhoneEmpty(text)).toBe(empty)
  })
})

describe('a stored phone as the screens show it', () => {
  it.each([
    // Seeded and uploaded numbers come unmasked.
    ['+62217265129', '(+62)217-2651-29'],
    ['+6281234567890', '(+62)812-3456-7890'],
    ['6281234567890', '(+62)812-3456-7890'],
    // Typed in the form: already in the mask.
    ['(+62)812-3456', '(+62)812-3456'],
    ['(+62)812-3456-7890', '(+62)812-3456-7890'],
    // Without a country code: +62.
    ['021 555 1234', '(+62)215-5512-34'],
    // Nothing but the prefix is no phone.
    ['(+62)', ''],
    ['+62', ''],
    ['(+6', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    // Longer than the mask: as stored, not cut.
    ['+62 812 3456 7890 12', '+62 812 3456 7890 12'],
  ])('%j shows as %j', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown)
  })

  it('starts a form field masked, or at the +62 prefix when empty', () => {
    expect(phoneFieldValue('+62217265129')).toBe('(+62)217-2651-29')
    expect(phoneFieldValue('')).toBe('(+62)')
    expect(phoneFieldValue('(+62)')).toBe('(+62)')
    expect(phoneFieldValue(null)).toBe('(+62)')
  })
})
